export {
  cancelClientBooking,
  createClientBooking,
  fetchClientBooking,
  fetchClientBookings,
  fetchClientBookingsPage,
  searchProviders,
  toProviderSearch,
  useCancelClientBooking,
  useClientBooking,
  useClientBookingsPage,
  useCreateClientBooking,
  useProviderSearch,
  type ClientBooking,
  type ClientBookingInput,
  type ProviderResult,
  type ProviderSearch,
  type ProviderSearchInput,
} from './bookings';
export {
  cancelQuoteRequest,
  fetchCleanerContacts,
  rejectBid,
  useCancelQuoteRequest,
  useCleanerContacts,
  useRejectBid,
  type CleanerContact,
} from './client-quotes';
export { canConfirmCompletion, confirmBookingCompletion, useConfirmBookingCompletion } from './confirm-completion';
