// Standby (issue 27, item 5): bookings whose cleaner dropped them, with the state of the offers sent to standby
// cleaners. Those still without a cleaner (offers open, or nobody took them before the deadline) come first, each with
// a cleaner picker to assign one directly (override_standby: the customer is told who is coming). Cards, so the page
// works on a phone.
import { useState } from 'react';
import { errorMessage, formatDateTime, formatPlace } from '@spotless/shared-data';
import type { PersonChoices } from '@spotless/shared-data/console';
import {
  STANDBY_REASON_LABELS,
  STANDBY_STATE_LABELS,
  STANDBY_TEXTS,
  standbyNeedsCleaner,
  type AdminStandby,
} from '@spotless/shared-data/standby';
import { Button, Card, EmptyState, ErrorState, Loading, StatusBadge, Text, toast } from '@spotless/shared-ui';
import { Link } from '@spotless/shared-ui/router';
import { PersonPicker } from '../consoles/PersonPicker';

export interface StandbyViewProps {
  rows: readonly AdminStandby[];
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  /** Working cleaners matching the picker's text. */
  cleaners: PersonChoices | undefined;
  onSearchCleaners: (text: string) => void;
  onAssign: (input: { bookingId: string; cleanerId: string }) => Promise<void>;
  assigning: boolean;
  /** The console's page of a standby's booking. */
  bookingHref?: (bookingId: string) => string;
}

function offersLine(s: AdminStandby): string {
  const where = s.scope === 'state' ? `cleaners in ${s.state ?? 'the state'}` : `cleaners in ${s.lga ?? 'the LGA'}`;
  if (s.offers === 0) return 'No cleaner could be offered the job.';
  return s.standbyState === 'open' ? `Offered to ${s.offers} ${where}; ${s.openOffers} still open.` : `Was offered to ${s.offers} ${where}.`;
}

function StandbyCard({ s, props }: { s: AdminStandby; props: StandbyViewProps }) {
  const [cleanerId, setCleanerId] = useState('');
  const title = s.services.join(', ');
  const assign = async () => {
    try {
      await props.onAssign({ bookingId: s.bookingId, cleanerId });
      toast.success(STANDBY_TEXTS.overridden);
      setCleanerId('');
    } catch (e) {
      toast.error(errorMessage(e, STANDBY_TEXTS.overrideFailed));
    }
  };
  return (
    <Card as="li" title={title} titleLevel={2} aria-label={`Standby: ${title} in ${s.location}`}>
      <Text>
        <StatusBadge status={s.standbyState} label={STANDBY_STATE_LABELS[s.standbyState]} />
      </Text>
      <Text><strong>Where:</strong> {formatPlace(s.location, s.lga, s.state)}</Text>
      <Text><strong>When:</strong> {s.startsAt ? formatDateTime(s.startsAt) : 'No time set'}</Text>
      <Text>
        <strong>Why:</strong> {STANDBY_REASON_LABELS[s.reason]}
        {s.releasedCleanerName ? ` (${s.releasedCleanerName})` : ''}
        {s.note ? `: "${s.note}"` : ''}
      </Text>
      <Text><strong>Customer:</strong> {s.customerKind === 'guest' ? 'Guest' : 'Client'} · {s.paymentStatus === 'unpaid' ? 'Not paid' : 'Paid'}</Text>
      <Text>{offersLine(s)}</Text>
      {s.takenByName ? <Text><strong>Now with:</strong> {s.takenByName}</Text> : null}
      {props.bookingHref ? <Link to={props.bookingHref(s.bookingId)}>Open booking</Link> : null}
      <Text size="sm" tone="secondary">
        Since {formatDateTime(s.openedAt)}
        {s.standbyState === 'open' ? ` · offers close ${formatDateTime(s.deadlineAt)}` : ''}
      </Text>
      {standbyNeedsCleaner(s) ? (
        <div style={{ display: 'grid', gap: 8, marginTop: 8 }}>
          <PersonPicker
            label={`Cleaner for ${title}`}
            placeholder="Choose a cleaner"
            options={props.cleaners?.options ?? []}
            total={props.cleaners?.total}
            value={cleanerId}
            onChange={setCleanerId}
            onSearch={props.onSearchCleaners}
          />
          <Button disabled={!cleanerId || props.assigning} onClick={() => void assign()}>
            Assign cleaner
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

export function StandbyView(props: StandbyViewProps) {
  const { rows, loading, error, onRetry } = props;
  if (error) return <ErrorState message={error.message} onRetry={onRetry} />;
  if (loading) return <Loading message="Loading standby bookings..." />;
  if (rows.length === 0) return <EmptyState message={STANDBY_TEXTS.noStandbys} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {rows.map((s) => (
        <StandbyCard key={s.standbyId} s={s} props={props} />
      ))}
    </ul>
  );
}
