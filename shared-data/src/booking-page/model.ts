// Everything a booking page shows, for one side: the booking, its timeline in words, the conversation in the shape
// of shared-ui's BookingConversation, the next actions, and the texts that depend on the booking's state. The three
// pages (client, guest, cleaner) differ only in their layout and in how they run an action.
import { useEffect, useMemo } from 'react';
import { bookingNextActions, type BookingAction } from './next-actions';
import { useBookingEvents, useBookingPage, type BookingPageBooking } from './booking-page';
import { BOOKING_MESSAGE_TEXT, useBookingMessages, useMarkBookingMessagesRead, type BookingMessage } from './messages';
import { formatEventTime, timelineEntries, type BookingSide, type TimelineEntry } from './timeline';

/** A message ready for the conversation view. */
export interface ConversationItem {
  id: string;
  mine: boolean;
  body: string;
  when: string;
  redacted: boolean;
  read: boolean;
}

/** What a booking page renders. */
export interface BookingPageModel {
  booking: BookingPageBooking | null | undefined;
  loading: boolean;
  error: unknown;
  timeline: TimelineEntry[];
  messages: ConversationItem[];
  actions: BookingAction[];
  /** The other side's name in the conversation ("Your cleaner", "The customer"). */
  otherSide: string;
  /** Shown above the message box before the cleaner accepted. */
  notice: string | undefined;
  /** Set when the conversation is read-only. */
  closedText: string | undefined;
}

const CLOSED = ['rejected', 'cancelled'];

/** Messages in the conversation's shape, from `side`'s point of view. */
export function conversationItems(messages: readonly BookingMessage[], side: BookingSide): ConversationItem[] {
  return messages.map((m) => ({
    id: m.id,
    mine: m.sender_role === side,
    body: m.body,
    when: formatEventTime(m.created_at),
    redacted: m.redacted,
    read: m.read_at !== null,
  }));
}

/** The page's state texts: the contacts notice before acceptance, and closed conversations. */
export function conversationTexts(status: string | undefined): { notice?: string; closedText?: string } {
  if (!status) return {};
  if (CLOSED.includes(status)) return { closedText: 'This booking is closed: messages can no longer be sent.' };
  if (status === 'pending') return { notice: BOOKING_MESSAGE_TEXT.contactsHidden };
  return {};
}

/** The booking page of `bookingId` for `side`, live; marks the other side's messages read while it is open. */
export function useBookingPageModel(bookingId: string | undefined, side: 'customer' | 'cleaner'): BookingPageModel {
  const booking = useBookingPage(bookingId);
  const events = useBookingEvents(bookingId);
  const messages = useBookingMessages(bookingId);
  const markRead = useMarkBookingMessagesRead();
  const unreadFromOther = (messages.data ?? []).some((m) => m.sender_role !== side && m.read_at === null);
  const { mutate } = markRead;
  useEffect(() => {
    if (bookingId && unreadFromOther) mutate(bookingId);
  }, [bookingId, unreadFromOther, mutate]);

  return useMemo(() => {
    const b = booking.data;
    const texts = conversationTexts(b?.status);
    return {
      booking: b,
      loading: booking.isLoading,
      error: booking.error,
      timeline: timelineEntries(events.data ?? [], side),
      messages: conversationItems(messages.data ?? [], side),
      actions: b ? bookingNextActions(b, side, { reviewed: b.reviewed }) : [],
      otherSide: side === 'customer' ? 'Your cleaner' : 'The customer',
      notice: texts.notice,
      closedText: texts.closedText,
    };
  }, [booking.data, booking.isLoading, booking.error, events.data, messages.data, side]);
}
