export {
  acceptBid,
  fetchMyRequests,
  myRequestsKey,
  useAcceptBid,
  useMyRequests,
  type CleanerSummary,
  type MyBid,
  type MyBooking,
  type MyQuoteRequest,
  type MyRequests,
} from './my-requests';
export { createGuestBooking, guestBookingComplete, useCreateGuestBooking, type GuestBookingInput } from './guest-booking';
