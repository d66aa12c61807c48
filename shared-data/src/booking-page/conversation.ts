// The booking page's conversation, wired the same way on the client's, the guest's and the cleaner's page: the
// model's messages and texts, Send and Report through their mutations, and the outcome told through the page's own
// toasts (shared-data shows no UI itself).
import { BOOKING_MESSAGE_TEXT, useReportBookingMessage, useSendBookingMessage } from './messages';
import type { BookingPageModel } from './model';

/** How the page tells the person what happened (its toasts). */
export interface ConversationFeedback {
  success(message: string): void;
  /** `fallback` when the error carries no message of the database's own. */
  error(error: unknown, fallback: string): void;
}

/** Props for shared-ui's BookingConversation, for `bookingId` as `model` shows it. */
export function useBookingConversation(bookingId: string | undefined, model: BookingPageModel, feedback: ConversationFeedback) {
  const send = useSendBookingMessage(bookingId ?? '');
  const report = useReportBookingMessage();
  return {
    messages: model.messages,
    otherSide: model.otherSide,
    notice: model.notice,
    closedText: model.closedText,
    sending: send.isPending,
    emptyText: BOOKING_MESSAGE_TEXT.empty,
    redactedText: BOOKING_MESSAGE_TEXT.redacted,
    onSend: async (text: string): Promise<boolean> => {
      try {
        return await send.mutateAsync(text);
      } catch (e) {
        feedback.error(e, BOOKING_MESSAGE_TEXT.sendFailed);
        return false;
      }
    },
    onReport: async (messageId: string, reason: string): Promise<void> => {
      try {
        await report.mutateAsync({ messageId, reason });
        feedback.success(BOOKING_MESSAGE_TEXT.reported);
      } catch (e) {
        feedback.error(e, BOOKING_MESSAGE_TEXT.reportFailed);
      }
    },
  };
}
