export {
  ADMIN_BOOKING_TEXT,
  adminBookingKeys,
  fetchAdminBooking,
  fetchAdminBookingConversation,
  useAdminBooking,
  useAdminBookingConversation,
  type AdminBookingView,
  type AdminBookingPayment,
  type AdminBookingRow,
  type AdminBookingStandby,
  type AdminConversationMessage,
} from './admin-booking';
