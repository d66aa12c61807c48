// Reported booking messages (issue 27, item 4): what was said, by which side, why it was reported; Close once
// handled. Props only; the page fetches and closes.
import { formatEventTime, type MessageReport } from '@spotless/shared-data/booking-page';
import { Button, Card, EmptyState, ErrorState, Loading, Text } from '@spotless/shared-ui';
import { Link } from '@spotless/shared-ui/router';

export interface MessageReportsViewProps {
  rows: readonly MessageReport[];
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  onClose: (reportId: string) => void;
  closingId: string | null;
  emptyText: string;
  /** The console's page of a report's booking (the whole conversation and timeline). */
  bookingHref?: (bookingId: string) => string;
}

const SIDE: Record<string, string> = { customer: 'Customer', cleaner: 'Cleaner' };

export function MessageReportsView({ rows, loading, error, onRetry, onClose, closingId, emptyText, bookingHref }: MessageReportsViewProps) {
  if (error) return <ErrorState message={error.message} onRetry={onRetry} />;
  if (loading) return <Loading />;
  if (rows.length === 0) return <EmptyState message={emptyText} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }} aria-label="Reported messages">
      {rows.map((r) => (
        <Card
          key={r.id}
          as="li"
          title={r.services.join(', ')}
          titleLevel={2}
          data-testid="message-report"
          actions={
            r.closed_at ? (
              <Text size="sm" tone="secondary">Closed {formatEventTime(r.closed_at)}</Text>
            ) : (
              <Button size="sm" variant="secondary" loading={closingId === r.id} disabled={closingId !== null} onClick={() => onClose(r.id)}>
                Close report
              </Button>
            )
          }
        >
          <Text>
            <strong>{SIDE[r.sender_role] ?? 'Sender'} ({r.sender_name}), {formatEventTime(r.sent_at)}:</strong>
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.body}</Text>
          <Text size="sm" tone="secondary">
            Reported by the {(SIDE[r.reporter_role] ?? 'other side').toLowerCase()} ({r.reporter_name}) on {formatEventTime(r.created_at)}: {r.reason}
          </Text>
          {bookingHref ? <Link to={bookingHref(r.booking_id)}>Open booking and conversation</Link> : null}
        </Card>
      ))}
    </ul>
  );
}
