// Guest or client bookings; a booking without a cleaner (or still pending) can be matched to a listed cleaner
// (RPC assign_booking_cleaner).
import { useState } from 'react';
import {
  ADMIN_TEXTS,
  formatNaira,
  MESSAGES,
  useAdminBookings,
  useAdminCleaners,
  useAssignBookingCleaner,
  type AdminBooking,
  type AdminCustomerKind,
} from '@spotless/shared-data';
import { Button, SelectField, toast } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, toastError } from '../../lib/feedback';
import { StatusCell } from './StatusCell';

export function AssignCleaner({ booking, cleaners }: { booking: AdminBooking; cleaners: ReadonlyArray<{ value: string; label: string }> }) {
  const [cleanerId, setCleanerId] = useState('');
  const assign = useAssignBookingCleaner();
  if (booking.status !== 'pending') return null;
  return (
    <form
      style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!cleanerId) return;
        assign.mutateAsync({ bookingId: booking.id, cleanerId }).then(
          () => toast.success(ADMIN_TEXTS.assigned),
          (e: unknown) => toastError(e, ADMIN_TEXTS.assignFailed),
        );
      }}
    >
      <SelectField
        label={`Cleaner for ${booking.contact_name || 'this booking'}`}
        hideLabel
        placeholder="Select a cleaner"
        options={cleaners}
        value={cleanerId}
        onValueChange={setCleanerId}
      />
      <Button size="sm" type="submit" disabled={!cleanerId || assign.isPending}>
        Assign
      </Button>
    </form>
  );
}

export function BookingsView({ kind, caption }: { kind: AdminCustomerKind; caption: string }) {
  const bookings = useAdminBookings(kind);
  const cleaners = useAdminCleaners();
  const options = (cleaners.data ?? [])
    .filter((c) => c.status === 'active' && c.verification_status === 'verified')
    .map((c) => ({ value: c.user_id, label: c.display_name || c.email || c.user_id }));
  return (
    <QueryFrame isLoading={bookings.isLoading} error={bookings.error} onRetry={() => void bookings.refetch()}>
      <DataTable<AdminBooking>
        caption={caption}
        rowKey="id"
        dataSource={bookings.data ?? []}
        emptyText={MESSAGES.empty.bookings}
        columns={[
          { title: 'Name', dataIndex: 'contact_name' },
          { title: 'Phone', dataIndex: 'contact_phone' },
          { title: 'Services', dataIndex: 'services', render: (s: string[]) => s.join(', ') },
          { title: 'Location', dataIndex: 'location' },
          { title: 'Amount', key: 'amount', render: (_, b) => (b.price_kobo ?? b.budget_kobo) != null ? formatNaira((b.price_kobo ?? b.budget_kobo) as number) : '' },
          { title: 'Status', dataIndex: 'status', render: (s: string) => <StatusCell status={s} /> },
          { title: 'Cleaner', dataIndex: 'cleaner_name' },
          { title: 'Assign', key: 'assign', render: (_, b) => <AssignCleaner booking={b} cleaners={options} /> },
        ]}
      />
    </QueryFrame>
  );
}
