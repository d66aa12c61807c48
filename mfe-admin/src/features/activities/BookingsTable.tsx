// Guest or client bookings (data-free); a pending booking can be assigned to one of the offered cleaners.
import { useState } from 'react';
import { MESSAGES } from '@spotless/shared-data';
import type { AdminBooking } from '@spotless/shared-data/console';
import { Button, formatNaira } from '@spotless/shared-ui';
import { Link } from '@spotless/shared-ui/router';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';
import { PersonPicker, type Option } from '../consoles/PersonPicker';
import { StatusCell } from './StatusCell';
import { WithReference } from './WithReference';

/** Given `onSearch`, the picker searches the database as you type (first matches; `total` says how many in all). */
export interface CleanerChoices {
  onSearch?: (text: string) => void;
  total?: number;
}

export function AssignCleaner({
  booking,
  cleaners,
  busy,
  onAssign,
  search,
}: { booking: AdminBooking; cleaners: readonly Option[]; busy?: boolean; onAssign: (bookingId: string, cleanerId: string) => void; search?: CleanerChoices }) {
  const [cleanerId, setCleanerId] = useState('');
  if (booking.status !== 'pending') return null;
  return (
    <form
      style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (cleanerId) onAssign(booking.id, cleanerId);
      }}
    >
      <PersonPicker
        label={`Cleaner for ${booking.contact_name || 'this booking'}`}
        hideLabel
        placeholder="Select a cleaner"
        options={cleaners}
        total={search?.total}
        onSearch={search?.onSearch}
        value={cleanerId}
        onChange={setCleanerId}
      />
      <Button size="sm" type="submit" disabled={!cleanerId || busy}>
        Assign
      </Button>
    </form>
  );
}

const amount = (b: AdminBooking) => {
  const kobo = b.price_kobo ?? b.budget_kobo;
  return kobo != null ? formatNaira(kobo) : '';
};

export function BookingsTable({
  rows,
  caption,
  cleaners,
  cleanerSearch,
  assigning,
  onAssign,
  loading = false,
  error = null,
  onRetry,
  bookingHref,
}: {
  rows: readonly AdminBooking[];
  caption: string;
  /** Cleaners that can take work (active and verified). */
  cleaners: readonly Option[];
  cleanerSearch?: CleanerChoices;
  assigning?: boolean;
  onAssign: (bookingId: string, cleanerId: string) => void;
  /** The console's page of a booking (its timeline, payment, standby and conversation). */
  bookingHref?: (bookingId: string) => string;
} & ListState) {
  return (
    <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
      <DataTable<AdminBooking>
        // One page from the database; the container shows the pager with the total.
        pagination={false}
        caption={caption}
        rowKey="id"
        dataSource={[...rows]}
        emptyText={MESSAGES.empty.bookings}
        columns={[
          {
            title: 'Name',
            dataIndex: 'contact_name',
            render: (name: string, b) => (
              <WithReference kind="booking" id={b.id}>
                {name}
              </WithReference>
            ),
          },
          { title: 'Phone', dataIndex: 'contact_phone' },
          {
            title: 'Services',
            dataIndex: 'services',
            render: (s: string[], b) => (bookingHref ? <Link to={bookingHref(b.id)} aria-label={`Open booking: ${s.join(', ')}`}>{s.join(', ')}</Link> : s.join(', ')),
          },
          { title: 'Location', dataIndex: 'location' },
          { title: 'Amount', key: 'amount', render: (_, b) => amount(b) },
          { title: 'Status', dataIndex: 'status', render: (s: string) => <StatusCell status={s} /> },
          { title: 'Cleaner', dataIndex: 'cleaner_name' },
          { title: 'Assign', key: 'assign', render: (_, b) => <AssignCleaner booking={b} cleaners={cleaners} search={cleanerSearch} busy={assigning} onAssign={onAssign} /> },
        ]}
      />
    </QueryFrame>
  );
}
