// Guest or client bookings (data-free); a pending booking can be assigned to one of the offered cleaners.
import { useState } from 'react';
import { MESSAGES, type AdminBooking } from '@spotless/shared-data';
import { Button, formatNaira, SelectField } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';
import { StatusCell } from './StatusCell';

type Option = { value: string; label: string };

export function AssignCleaner({ booking, cleaners, busy, onAssign }: { booking: AdminBooking; cleaners: readonly Option[]; busy?: boolean; onAssign: (bookingId: string, cleanerId: string) => void }) {
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
      <SelectField label={`Cleaner for ${booking.contact_name || 'this booking'}`} hideLabel placeholder="Select a cleaner" options={cleaners} value={cleanerId} onValueChange={setCleanerId} />
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
  assigning,
  onAssign,
  loading = false,
  error = null,
  onRetry,
}: {
  rows: readonly AdminBooking[];
  caption: string;
  /** Cleaners that can take work (active and verified). */
  cleaners: readonly Option[];
  assigning?: boolean;
  onAssign: (bookingId: string, cleanerId: string) => void;
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
          { title: 'Name', dataIndex: 'contact_name' },
          { title: 'Phone', dataIndex: 'contact_phone' },
          { title: 'Services', dataIndex: 'services', render: (s: string[]) => s.join(', ') },
          { title: 'Location', dataIndex: 'location' },
          { title: 'Amount', key: 'amount', render: (_, b) => amount(b) },
          { title: 'Status', dataIndex: 'status', render: (s: string) => <StatusCell status={s} /> },
          { title: 'Cleaner', dataIndex: 'cleaner_name' },
          { title: 'Assign', key: 'assign', render: (_, b) => <AssignCleaner booking={b} cleaners={cleaners} busy={assigning} onAssign={onAssign} /> },
        ]}
      />
    </QueryFrame>
  );
}
