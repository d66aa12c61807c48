// One booking as the console sees it (/admin/bookings/:bookingId): details and both parties, payment, standby
// episodes, the timeline and the whole conversation (read-only, reported messages marked). Props only; the page
// fetches. Reached from the bookings lists, Standby, Message reports and admins' notifications.
import type { ReactNode } from 'react';
import { formatDateTime, formatPlace, formatReference, statusBadge } from '@spotless/shared-data';
import type { AdminBookingView as AdminBookingData, AdminConversationMessage } from '@spotless/shared-data/console';
import { formatSlot } from '@spotless/shared-data/booking-changes';
import { bookingPaymentBadge } from '@spotless/shared-data/money';
import { STANDBY_REASON_LABELS, STANDBY_STATE_LABELS } from '@spotless/shared-data/standby';
import { ADMIN_BOOKING_TEXT } from '@spotless/shared-data/console';
import { BookingTimeline, Card, EmptyState, ErrorState, Heading, Loading, StatusBadge, Text, formatNaira, type TimelineLine } from '@spotless/shared-ui';
import { Link } from '@spotless/shared-ui/router';

export interface AdminBookingViewProps {
  view: AdminBookingData | null | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  timeline: readonly TimelineLine[];
  conversation: { messages: readonly AdminConversationMessage[] | undefined; loading: boolean; error: Error | null; onRetry: () => void };
  /** Where the lists live: the back link and Standby. */
  basePath: string;
}

const SIDE = { customer: 'Customer', cleaner: 'Cleaner' } as const;
const list = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } as const;

function Facts({ rows }: { rows: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '6px 16px', margin: 0 }}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt style={{ color: '#5c6370' }}>{label}</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Conversation({ conversation }: { conversation: AdminBookingViewProps['conversation'] }) {
  if (conversation.error) return <ErrorState message={conversation.error.message} onRetry={conversation.onRetry} />;
  if (conversation.loading) return <Loading />;
  const messages = conversation.messages ?? [];
  if (messages.length === 0) return <EmptyState message={ADMIN_BOOKING_TEXT.noMessages} />;
  return (
    <ol style={list} aria-label="Conversation">
      {messages.map((m) => (
        <li key={m.id} data-testid="admin-message" data-reported={m.reports > 0 ? 'yes' : 'no'}
          style={{ padding: 8, borderRadius: 8, border: `1px solid ${m.openReports > 0 ? '#f1a39c' : '#e4e8ee'}`, background: m.openReports > 0 ? '#fdeceb' : undefined }}>
          <Text size="sm" tone="secondary">
            {SIDE[m.senderRole]} ({m.senderName}), {formatDateTime(m.createdAt)}
            {m.readAt ? ' · read' : ''}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</Text>
          {m.redacted ? <Text size="sm" tone="secondary">Contact details were hidden from this message.</Text> : null}
          {m.reports > 0 ? (
            <Text size="sm">
              <strong>{m.openReports > 0 ? 'Reported' : 'Reported (closed)'}:</strong> {m.reportReasons.join(' / ')}
            </Text>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function AdminBookingView({ view, loading, error, onRetry, timeline, conversation, basePath }: AdminBookingViewProps) {
  if (error) return <ErrorState message={error.message} onRetry={onRetry} />;
  if (loading) return <Loading />;
  if (!view) return <ErrorState message={ADMIN_BOOKING_TEXT.notFound} />;
  const b = view.booking;
  const status = statusBadge('booking', b.status);
  const pay = bookingPaymentBadge(b.payment_status);
  const customer = [view.customerName ?? 'Customer', b.customer_kind === 'guest' ? 'Guest' : 'Client', view.contact?.phone, view.contact?.email]
    .filter(Boolean).join(' · ');
  const needsCleaner = view.standbys.some((s) => s.state === 'open' || s.state === 'expired');
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 960 }}>
      <Link to={`${basePath}/activities`}>← Bookings</Link>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <Heading level={1}>{b.services.join(', ')}</Heading>
        <span data-testid="booking-status"><StatusBadge status={b.status} label={status.label} /></span>
        <Text as="span" tone="secondary" data-testid="booking-reference">{formatReference('booking', b.id)}</Text>
      </div>
      <Card as="section" title="Booking" titleLevel={2} aria-label="Booking">
        <Facts rows={[
          ['When', formatSlot(b.starts_at, b.ends_at)],
          ['Where', formatPlace(b.location, b.lga, b.state)],
          ['Address', view.contact?.address ?? '—'],
          ['Customer', customer],
          ['Cleaner', view.cleanerName ?? (b.cleaner_id ? 'Cleaner' : 'None yet')],
          ['Price', b.price_kobo ? formatNaira(b.price_kobo) : b.budget_kobo ? `Budget ${formatNaira(b.budget_kobo)}` : '—'],
          ['Booked', formatDateTime(b.created_at)],
          ...(b.special_request ? [['Request', b.special_request] as [string, ReactNode]] : []),
          ...(b.cancelled_at
            ? [['Cancelled', `${formatDateTime(b.cancelled_at)} by the ${b.cancelled_by ?? 'system'}${b.cancellation_fee_kobo > 0 ? `, fee ${formatNaira(b.cancellation_fee_kobo)}` : ''}${b.cancellation_reason ? `: "${b.cancellation_reason}"` : ''}`] as [string, ReactNode]]
            : []),
        ]} />
      </Card>
      <Card as="section" title="Payment" titleLevel={2} aria-label="Payment">
        <Text><StatusBadge status={pay.tone} label={pay.label} /></Text>
        {view.payments.length === 0 ? (
          <Text tone="secondary">{ADMIN_BOOKING_TEXT.noPayments}</Text>
        ) : (
          <ul style={list} aria-label="Payments">
            {view.payments.map((p) => (
              <li key={p.id}>
                <Text>
                  {formatNaira(p.amountKobo)} · {statusBadge('payment', p.status).label}
                  {p.refundedKobo > 0 ? ` · ${formatNaira(p.refundedKobo)} refunded` : ''}
                  {p.reference ? ` · ${p.reference}` : ''}
                  {p.paidAt ? ` · paid ${formatDateTime(p.paidAt)}` : ''}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card as="section" title="Standby" titleLevel={2} aria-label="Standby">
        {view.standbys.length === 0 ? (
          <Text tone="secondary">{ADMIN_BOOKING_TEXT.noStandby}</Text>
        ) : (
          <ul style={list} aria-label="Standby episodes">
            {view.standbys.map((s) => (
              <li key={s.id}>
                <Text><StatusBadge status={s.state} label={STANDBY_STATE_LABELS[s.state]} /></Text>
                <Text>
                  {STANDBY_REASON_LABELS[s.reason]}
                  {s.releasedCleanerName ? ` (${s.releasedCleanerName})` : ''}
                  {s.note ? `: "${s.note}"` : ''}
                </Text>
                <Text size="sm" tone="secondary">
                  Since {formatDateTime(s.openedAt)} · offered to {s.offers} cleaner{s.offers === 1 ? '' : 's'} ({s.scope === 'lga' ? 'its LGA' : 'its state'})
                  {s.state === 'open' ? ` · offers close ${formatDateTime(s.deadlineAt)}` : ''}
                  {s.takenByName ? ` · now with ${s.takenByName}` : ''}
                </Text>
              </li>
            ))}
          </ul>
        )}
        {needsCleaner ? <Link to={`${basePath}/standby`}>Assign a cleaner in Standby</Link> : null}
      </Card>
      <Card as="section" title="Timeline" titleLevel={2} aria-label="Timeline">
        <BookingTimeline entries={timeline} />
      </Card>
      <Card as="section" title="Conversation" titleLevel={2} aria-label="Conversation">
        <Text size="sm" tone="secondary">{ADMIN_BOOKING_TEXT.conversationAudited}</Text>
        <Conversation conversation={conversation} />
      </Card>
    </div>
  );
}
