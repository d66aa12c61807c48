// Messages of a booking between its customer (client or guest) and its cleaner: live through Realtime (RLS applied
// per subscriber), read state per recipient, unread counts, and reports to admins. Every write is an RPC: the
// database decides who may write, hides contact details before the cleaner accepts and limits the rate.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { domainKeys, getSupabase, unwrap, unwrapRpc, useAuth, useRealtimeInvalidation } from '@spotless/shared-data';
import type { Database } from '../database.types';

type MessageRow = Database['public']['Tables']['booking_messages']['Row'];

/** A booking message as the page shows it. */
export type BookingMessage = Pick<MessageRow, 'id' | 'booking_id' | 'sender_role' | 'body' | 'redacted' | 'created_at' | 'read_at'>;

/** Unread and total messages of one of the caller's bookings. */
export interface BookingMessageCount {
  booking_id: string;
  unread: number;
  total: number;
  last_message_at: string | null;
}

/** A reported message as admins list it (a row of RPC `admin_message_reports`). */
export interface MessageReport {
  id: string;
  message_id: string;
  booking_id: string;
  services: string[];
  reason: string;
  /** The words as they were reported. */
  body: string;
  reporter_role: string;
  reporter_name: string;
  sender_role: string;
  sender_name: string;
  sent_at: string;
  created_at: string;
  closed_at: string | null;
}

/** Ours: texts of the conversation (spec section 8 has none for it). */
export const BOOKING_MESSAGE_TEXT = {
  empty: 'No messages yet.',
  fetchFailed: 'Error fetching messages.',
  sendFailed: 'Message not sent. Please try again.',
  reportFailed: 'Error reporting the message.',
  reported: 'Thank you. Our team will review this message.',
  contactsHidden: 'Phone numbers and e-mail addresses are hidden until the cleaner accepts the booking.',
  redacted: 'Contact details were hidden from this message.',
  reportsFailed: 'Error fetching reported messages.',
  reportsEmpty: 'No reported messages.',
  reportClosed: 'Report closed.',
} as const;

export const bookingMessageKeys = {
  thread: (bookingId: string) => domainKeys('booking_messages').detail(bookingId),
  counts: (userId: string | null) => domainKeys('booking_messages').list({ counts: userId }),
  reports: (includeClosed: boolean) => domainKeys('booking_message_reports').list({ includeClosed }),
};

/** The booking's messages, oldest first (RLS: its two parties and admins). */
export async function fetchBookingMessages(bookingId: string): Promise<BookingMessage[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('booking_messages')
    .select('id, booking_id, sender_role, body, redacted, created_at, read_at')
    .eq('booking_id', bookingId)
    .order('created_at', { ascending: true });
  return (unwrap(result, BOOKING_MESSAGE_TEXT.fetchFailed) ?? []) as BookingMessage[];
}

/** The conversation, live: new messages and read marks arrive through Realtime. */
export function useBookingMessages(bookingId: string | undefined) {
  const hasSession = useAuth((s) => Boolean(s.user));
  const enabled = Boolean(bookingId) && hasSession;
  const key = bookingMessageKeys.thread(bookingId ?? '');
  useRealtimeInvalidation({ table: 'booking_messages', event: '*', filter: `booking_id=eq.${bookingId}`, queryKeys: [key], enabled });
  return useQuery({ queryKey: key, queryFn: () => fetchBookingMessages(bookingId as string), enabled });
}

/** Sends a message (blank text is ignored: resolves false). @throws DataError the database's refusal */
export async function sendBookingMessage(bookingId: string, text: string): Promise<boolean> {
  const body = text.trim();
  if (!body) return false;
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('send_booking_message', { p_booking_id: bookingId, p_body: body }), BOOKING_MESSAGE_TEXT.sendFailed);
  return true;
}

/** Mutation of {@link sendBookingMessage}; refreshes the conversation. */
export function useSendBookingMessage(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendBookingMessage(bookingId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingMessageKeys.thread(bookingId) }),
  });
}

/** Marks the other side's messages read (best effort: a failure only leaves them unread). */
export async function markBookingMessagesRead(bookingId: string): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('mark_booking_messages_read', { p_booking_id: bookingId });
  if (error) {
    console.warn('[booking messages] mark read failed', error.message);
    return 0;
  }
  return data ?? 0;
}

/** Mutation of {@link markBookingMessagesRead}; refreshes unread counts when anything was marked. */
export function useMarkBookingMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBookingMessagesRead,
    onSuccess: (n) => {
      if (n > 0) void queryClient.invalidateQueries({ queryKey: domainKeys('booking_messages').lists() });
    },
  });
}

/** Unread and total messages per booking of the caller. */
export async function fetchBookingMessageCounts(): Promise<BookingMessageCount[]> {
  const supabase = await getSupabase();
  return (unwrap(await supabase.rpc('my_booking_message_counts'), BOOKING_MESSAGE_TEXT.fetchFailed) ?? []) as BookingMessageCount[];
}

/** Unread counts by booking id, live (any message the caller can see refreshes them). */
export function useBookingMessageCounts(enabled = true) {
  const userId = useAuth((s) => s.user?.id ?? null);
  const on = enabled && Boolean(userId);
  const key = bookingMessageKeys.counts(userId);
  useRealtimeInvalidation({ table: 'booking_messages', event: '*', queryKeys: [key], enabled: on });
  return useQuery({
    queryKey: key,
    queryFn: async () => new Map((await fetchBookingMessageCounts()).map((c) => [c.booking_id, c])),
    enabled: on,
  });
}

/** Reports a message of the other side to admins. @throws DataError the database's refusal */
export async function reportBookingMessage(messageId: string, reason: string): Promise<string> {
  const supabase = await getSupabase();
  return unwrapRpc(
    await supabase.rpc('report_booking_message', { p_message_id: messageId, p_reason: reason.trim() }),
    BOOKING_MESSAGE_TEXT.reportFailed,
  ) as string;
}

/** Mutation of {@link reportBookingMessage}. */
export function useReportBookingMessage() {
  return useMutation({ mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) => reportBookingMessage(messageId, reason) });
}

/** Admins: reported messages, open first. @throws DataError the database's refusal */
export async function fetchMessageReports(includeClosed = false): Promise<MessageReport[]> {
  const supabase = await getSupabase();
  return (unwrapRpc(await supabase.rpc('admin_message_reports', { p_include_closed: includeClosed }), BOOKING_MESSAGE_TEXT.reportsFailed) ??
    []) as MessageReport[];
}

/** Hook of {@link fetchMessageReports}. */
export function useMessageReports(includeClosed = false) {
  return useQuery({ queryKey: bookingMessageKeys.reports(includeClosed), queryFn: () => fetchMessageReports(includeClosed) });
}

/** Admins: closes a report once handled. */
export async function closeMessageReport(reportId: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('close_message_report', { p_report_id: reportId }), BOOKING_MESSAGE_TEXT.reportsFailed);
}

/** Mutation of {@link closeMessageReport}; refreshes the lists. */
export function useCloseMessageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeMessageReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKeys('booking_message_reports').all }),
  });
}
