export {
  acceptBid,
  fetchMyQuoteRequestsPage,
  fetchMyRequests,
  myRequestsKey,
  useAcceptBid,
  useMyQuoteRequestsPage,
  useMyRequests,
  type CleanerSummary,
  type MyBid,
  type MyBooking,
  type MyQuoteRequest,
  type MyQuoteRequestsFilter,
  type MyRequests,
} from './my-requests';
export { createGuestBooking, guestBookingComplete, useCreateGuestBooking, type GuestBookingInput } from './guest-booking';
