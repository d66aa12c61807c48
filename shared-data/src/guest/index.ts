export {
  acceptBid,
  fetchMyBooking,
  fetchMyBookingsPage,
  fetchMyQuoteRequestsPage,
  useAcceptBid,
  useMyBooking,
  useMyBookingsPage,
  useMyQuoteRequestsPage,
  type CleanerSummary,
  type MyBid,
  type MyBooking,
  type MyQuoteRequest,
  type MyQuoteRequestsFilter,
} from './my-requests';
export { createGuestBooking, guestBookingComplete, useCreateGuestBooking, type GuestBookingInput } from './guest-booking';
