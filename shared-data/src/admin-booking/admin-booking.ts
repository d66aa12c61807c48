// The console's view of one booking (/admin/bookings/:id): its details and both parties, its payments, its standby
// episodes and, on request, its whole conversation. Admin reads pass RLS only at aal2 (is_admin()); the conversation
// comes only through admin_booking_conversation, which writes each read to the operator audit, so it is fetched once
// per opening and never refetched behind the admin's back.
import { useQuery } from '@tanstack/react-query';
import { domainKeys, getSupabase, unwrap, unwrapRpc, useAuth } from '@spotless/shared-data';
import type { Database } from '../database.types';

type BookingRow = Database['public']['Tables']['bookings']['Row'];

/** The booking fields the console shows. */
export type AdminBookingRow = Pick<
  BookingRow,
  | 'id' | 'customer_id' | 'customer_kind' | 'cleaner_id' | 'services' | 'location' | 'state' | 'lga' | 'num_rooms'
  | 'building_type' | 'building_condition' | 'special_request' | 'scheduled_date' | 'starts_at' | 'ends_at'
  | 'budget_kobo' | 'price_kobo' | 'status' | 'payment_status' | 'source' | 'created_at' | 'disputed_at'
  | 'cancelled_at' | 'cancelled_by' | 'cancellation_reason' | 'cancellation_fee_kobo' | 'reschedule_count'
>;

const BOOKING_COLUMNS =
  'id, customer_id, customer_kind, cleaner_id, services, location, state, lga, num_rooms, building_type, building_condition, ' +
  'special_request, scheduled_date, starts_at, ends_at, budget_kobo, price_kobo, status, payment_status, source, created_at, ' +
  'disputed_at, cancelled_at, cancelled_by, cancellation_reason, cancellation_fee_kobo, reschedule_count';

/** One payment of the booking. */
export interface AdminBookingPayment {
  id: string;
  reference: string | null;
  amountKobo: number;
  refundedKobo: number;
  status: string;
  provider: string;
  paidAt: string | null;
  createdAt: string;
}

/** One standby episode of the booking (its cleaner dropped it), newest first. */
export interface AdminBookingStandby {
  id: string;
  state: 'open' | 'taken' | 'assigned' | 'expired' | 'closed';
  reason: 'cleaner_cancelled' | 'late_rejection' | 'no_show' | 'admin';
  note: string | null;
  scope: 'lga' | 'state';
  openedAt: string;
  deadlineAt: string;
  closedAt: string | null;
  releasedCleanerName: string | null;
  takenByName: string | null;
  offers: number;
  openOffers: number;
}

/** A booking as the console shows it. */
export interface AdminBookingView {
  booking: AdminBookingRow;
  customerName: string | null;
  contact: { fullName: string | null; phone: string | null; email: string | null; address: string | null } | null;
  cleanerName: string | null;
  payments: AdminBookingPayment[];
  standbys: AdminBookingStandby[];
}

/** A message of the conversation, with the reports made on it (RPC `admin_booking_conversation`). */
export interface AdminConversationMessage {
  id: string;
  senderRole: 'customer' | 'cleaner';
  senderName: string;
  body: string;
  redacted: boolean;
  createdAt: string;
  readAt: string | null;
  reports: number;
  openReports: number;
  reportReasons: string[];
}

/** Ours: the view's texts (spec section 8 has none for it). */
export const ADMIN_BOOKING_TEXT = {
  notFound: 'This booking was not found.',
  fetchFailed: 'Error fetching the booking.',
  conversationFailed: 'Error fetching the conversation.',
  noMessages: 'No messages in this booking.',
  noPayments: 'No payments yet.',
  noStandby: 'The cleaner never dropped this booking.',
  conversationAudited: 'Opening the conversation is recorded in the audit log.',
} as const;

export const adminBookingKeys = {
  booking: (id: string) => domainKeys('admin_booking').detail(id),
  conversation: (id: string) => domainKeys('admin_booking_conversation').detail(id),
};

const trimmed = (v: string | null | undefined) => v?.trim() || null;

/** The booking with its parties, payments and standbys; null when it does not exist. @throws DataError */
export async function fetchAdminBooking(bookingId: string): Promise<AdminBookingView | null> {
  const supabase = await getSupabase();
  const booking = unwrap(
    await supabase.from('bookings').select(BOOKING_COLUMNS).eq('id', bookingId).maybeSingle(),
    ADMIN_BOOKING_TEXT.fetchFailed,
  ) as AdminBookingRow | null;
  if (!booking) return null;
  const names = async (ids: Array<string | null>) => {
    const wanted = [...new Set(ids.filter((x): x is string => Boolean(x)))];
    if (wanted.length === 0) return new Map<string, string>();
    const rows = unwrap(
      await supabase.from('cleaner_profiles').select('user_id, display_name').in('user_id', wanted),
      ADMIN_BOOKING_TEXT.fetchFailed,
    ) as Array<{ user_id: string; display_name: string | null }>;
    return new Map(rows.map((r) => [r.user_id, trimmed(r.display_name) ?? ''] as const));
  };
  const [customer, contact, payments, standbys, offers] = await Promise.all([
    supabase.from('profiles').select('full_name').eq('id', booking.customer_id).maybeSingle(),
    supabase.from('booking_contacts').select('full_name, phone, email, address').eq('booking_id', bookingId).maybeSingle(),
    supabase
      .from('payments')
      .select('id, reference, amount_kobo, refunded_kobo, status, provider, paid_at, created_at')
      .eq('booking_id', bookingId)
      .order('created_at', { ascending: true }),
    supabase
      .from('booking_standby')
      .select('id, state, reason, note, scope, opened_at, deadline_at, closed_at, released_cleaner_id, taken_by')
      .eq('booking_id', bookingId)
      .order('opened_at', { ascending: false }),
    supabase.from('standby_offers').select('standby_id, status').eq('booking_id', bookingId),
  ]);
  const c = unwrap(contact, ADMIN_BOOKING_TEXT.fetchFailed) as { full_name: string | null; phone: string | null; email: string | null; address: string | null } | null;
  const standbyRows = (unwrap(standbys, ADMIN_BOOKING_TEXT.fetchFailed) ?? []) as Array<{
    id: string; state: AdminBookingStandby['state']; reason: AdminBookingStandby['reason']; note: string | null; scope: 'lga' | 'state';
    opened_at: string; deadline_at: string; closed_at: string | null; released_cleaner_id: string | null; taken_by: string | null;
  }>;
  const offerRows = (unwrap(offers, ADMIN_BOOKING_TEXT.fetchFailed) ?? []) as Array<{ standby_id: string; status: string }>;
  const cleaners = await names([booking.cleaner_id, ...standbyRows.flatMap((s) => [s.released_cleaner_id, s.taken_by])]);
  const named = (id: string | null) => (id ? cleaners.get(id) || null : null);
  return {
    booking,
    customerName: trimmed((unwrap(customer, ADMIN_BOOKING_TEXT.fetchFailed) as { full_name: string | null } | null)?.full_name) ?? trimmed(c?.full_name),
    contact: c ? { fullName: trimmed(c.full_name), phone: trimmed(c.phone), email: trimmed(c.email), address: trimmed(c.address) } : null,
    cleanerName: named(booking.cleaner_id),
    payments: ((unwrap(payments, ADMIN_BOOKING_TEXT.fetchFailed) ?? []) as Array<Record<string, unknown>>).map((p) => ({
      id: String(p.id),
      reference: (p.reference as string | null) ?? null,
      amountKobo: Number(p.amount_kobo),
      refundedKobo: Number(p.refunded_kobo ?? 0),
      status: String(p.status),
      provider: String(p.provider),
      paidAt: (p.paid_at as string | null) ?? null,
      createdAt: String(p.created_at),
    })),
    standbys: standbyRows.map((s) => ({
      id: s.id,
      state: s.state,
      reason: s.reason,
      note: s.note,
      scope: s.scope,
      openedAt: s.opened_at,
      deadlineAt: s.deadline_at,
      closedAt: s.closed_at,
      releasedCleanerName: named(s.released_cleaner_id),
      takenByName: named(s.taken_by),
      offers: offerRows.filter((o) => o.standby_id === s.id).length,
      openOffers: offerRows.filter((o) => o.standby_id === s.id && o.status === 'open').length,
    })),
  };
}

/**
 * The whole conversation, oldest first, with reports marked. Each call is one audited read (booking_messages.view).
 * @throws DataError the database's refusal ("Only admins can read booking conversations.", "Invalid booking ID")
 */
export async function fetchAdminBookingConversation(bookingId: string): Promise<AdminConversationMessage[]> {
  const supabase = await getSupabase();
  const rows = unwrapRpc(
    await supabase.rpc('admin_booking_conversation', { p_booking_id: bookingId }),
    ADMIN_BOOKING_TEXT.conversationFailed,
  ) as unknown as Array<Record<string, unknown>> | null;
  return (rows ?? []).map((m) => ({
    id: String(m.id),
    senderRole: m.sender_role === 'cleaner' ? 'cleaner' : 'customer',
    senderName: String(m.sender_name ?? ''),
    body: String(m.body ?? ''),
    redacted: Boolean(m.redacted),
    createdAt: String(m.created_at),
    readAt: (m.read_at as string | null) ?? null,
    reports: Number(m.reports ?? 0),
    openReports: Number(m.open_reports ?? 0),
    reportReasons: (m.report_reasons as string[] | null) ?? [],
  }));
}

/** The booking for the console page. */
export function useAdminBooking(bookingId: string | undefined) {
  const hasSession = useAuth((s) => Boolean(s.user));
  return useQuery({
    queryKey: adminBookingKeys.booking(bookingId ?? ''),
    queryFn: () => fetchAdminBooking(bookingId as string),
    enabled: Boolean(bookingId) && hasSession,
  });
}

/** The conversation, read once per opening of the page (each read is audited; no refetch on focus or reconnect). */
export function useAdminBookingConversation(bookingId: string | undefined) {
  const hasSession = useAuth((s) => Boolean(s.user));
  return useQuery({
    queryKey: adminBookingKeys.conversation(bookingId ?? ''),
    queryFn: () => fetchAdminBookingConversation(bookingId as string),
    enabled: Boolean(bookingId) && hasSession,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
