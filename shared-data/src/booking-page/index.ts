export {
  BOOKING_PAGE_TEXT,
  bookingPageKeys,
  fetchBookingEvents,
  fetchBookingPage,
  requireBooking,
  setBookingOnTheWay,
  startBooking,
  useBookingEvents,
  useBookingPage,
  useSetBookingOnTheWay,
  useStartBooking,
  type BookingPageBooking,
} from './booking-page';
export { BOOKING_ACTION_LABELS, bookingNextActions, type ActionableBooking, type BookingAction } from './next-actions';
export {
  eventActor,
  eventTitle,
  formatEventTime,
  timelineEntries,
  type BookingEvent,
  type BookingSide,
  type TimelineEntry,
} from './timeline';
export { formatNairaKobo } from './money-words';
export {
  BOOKING_MESSAGE_TEXT,
  bookingMessageKeys,
  closeMessageReport,
  fetchBookingMessageCounts,
  fetchBookingMessages,
  fetchMessageReports,
  markBookingMessagesRead,
  reportBookingMessage,
  sendBookingMessage,
  useBookingMessageCounts,
  useBookingMessages,
  useCloseMessageReport,
  useMarkBookingMessagesRead,
  useMessageReports,
  useReportBookingMessage,
  useSendBookingMessage,
  type BookingMessage,
  type BookingMessageCount,
  type MessageReport,
} from './messages';
export { conversationItems, conversationTexts, useBookingPageModel, type BookingPageModel, type ConversationItem } from './model';
export { useBookingConversation, type ConversationFeedback } from './conversation';
export {
  REPLACEMENT_TEXT,
  fetchBookingStandby,
  replacementKeys,
  replacementNotice,
  useBookingStandby,
  useReplacementNotice,
  type BookingStandby,
  type ReplacementBooking,
  type ReplacementNotice,
} from './replacement';
export { isScheduleVisit, SCHEDULE_VISIT_TEXT, scheduleVisitLabel } from './schedule-visit';
