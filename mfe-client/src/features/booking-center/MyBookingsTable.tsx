// My Cleaners Bookings (Cleaner, Service Type, Status badge, date, price, and "Confirm completion" once the cleaner
// marked the job done: it counts, and can be reviewed, only after the customer confirms). Props only; the page keeps
// it live and runs the confirmation.
import { canConfirmCompletion, formatDate, MESSAGES, type ClientBooking } from '@spotless/shared-data';
import { Button, NairaAmount, StatusBadge } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { EmptyText, TableRegion } from '../../components/TableRegion';

export interface MyBookingsTableProps {
  bookings: readonly ClientBooking[];
  loading?: boolean;
  /** Confirms that the cleaner completed the booking; without it no button is offered. */
  onConfirm?: (booking: ClientBooking) => void;
  /** The booking whose confirmation is being sent. */
  confirmingId?: string | null;
}

export function MyBookingsTable({ bookings, loading, onConfirm, confirmingId = null }: MyBookingsTableProps) {
  return (
    <TableRegion label="My Cleaners Bookings">
      <DataTable<ClientBooking>
        caption="My Cleaners Bookings"
        rowKey="id"
        loading={loading}
        dataSource={[...bookings]}
        emptyText={<EmptyText>{MESSAGES.empty.bookings}</EmptyText>}
        onRow={(row) => ({ 'data-testid': 'booking-row', 'data-booking-id': row.id }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: 'Cleaner', key: 'cleaner', render: (_, row) => row.cleaner?.display_name ?? (row.cleaner_id ? MESSAGES.bookings.unknownCleaner : 'To be matched') },
          { title: 'Service Type', key: 'services', render: (_, row) => row.services.join(', ') },
          { title: 'Status', key: 'status', render: (_, row) => <StatusBadge status={row.status} /> },
          { title: 'Date', key: 'date', render: (_, row) => (row.scheduled_date ? formatDate(row.scheduled_date) : '—') },
          { title: 'Price', key: 'price', render: (_, row) => <NairaAmount kobo={row.price_kobo ?? row.budget_kobo} /> },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, row) =>
              onConfirm && canConfirmCompletion(row.status) ? (
                <Button size="sm" loading={confirmingId === row.id} disabled={confirmingId !== null} onClick={() => onConfirm(row)} aria-label={`Confirm completion of ${row.services.join(', ')}`}>
                  Confirm completion
                </Button>
              ) : null,
          },
        ]}
      />
    </TableRegion>
  );
}
