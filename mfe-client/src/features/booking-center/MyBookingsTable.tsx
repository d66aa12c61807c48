// My Cleaners Bookings (Cleaner, Service Type, Status badge, date, agreed price, whether it is paid, and the
// customer's actions: Pay now for an accepted unpaid booking, Cancel before the job, "Confirm completion" once the
// cleaner marked the job done: it counts, and can be reviewed, only after the customer confirms; or "Report a
// problem" instead, which holds the cleaner's pay until an admin decides). Props only; the page keeps it live and
// runs the actions.
import { canConfirmCompletion, formatReference, MESSAGES, type ClientBooking } from '@spotless/shared-data';
import { formatSlot, isChangeable } from '@spotless/shared-data/booking-changes';
import { isScheduleVisit, SCHEDULE_VISIT_TEXT, scheduleVisitLabel } from '@spotless/shared-data/booking-page';
import { bookingPaymentBadge, canCancelBooking, canPayBooking, canReportProblem, DISPUTE_TEXTS, problemReported } from '@spotless/shared-data/money';
import { Button, NairaAmount, StatusBadge, Text } from '@spotless/shared-ui';
import { Actions } from '../../components/layout';
import { DataTable } from '@spotless/shared-ui/antd';
import { Link } from '@spotless/shared-ui/router';
import { UnreadMessages } from '../booking-page/UnreadMessages';
import { EmptyText, TableRegion } from '../../components/TableRegion';

export interface MyBookingsTableProps {
  bookings: readonly ClientBooking[];
  loading?: boolean;
  /** Confirms that the cleaner completed the booking; without it no button is offered. */
  onConfirm?: (booking: ClientBooking) => void;
  /** The booking whose confirmation is being sent. */
  confirmingId?: string | null;
  /** Opens Pay now for an accepted, unpaid booking with a price; without it no button is offered. */
  onPay?: (booking: ClientBooking) => void;
  /** Cancels a pending or accepted booking (the page asks first); without it no button is offered. */
  onCancel?: (booking: ClientBooking) => void;
  /** The booking being cancelled or moved. */
  cancellingId?: string | null;
  /** Opens Reschedule (or Choose a time, for a booking without one); without it no button is offered. */
  onReschedule?: (booking: ClientBooking) => void;
  /** Opens "Report a problem" for a job awaiting confirmation; without it no button is offered. */
  onReportProblem?: (booking: ClientBooking) => void;
}

export function MyBookingsTable({ bookings, loading, onConfirm, confirmingId = null, onPay, onCancel, cancellingId = null, onReschedule, onReportProblem }: MyBookingsTableProps) {
  return (
    <TableRegion label="My Cleaners Bookings">
      <DataTable<ClientBooking>
        caption="My Cleaners Bookings"
        rowKey="id"
        pagination={false}
        loading={loading}
        dataSource={[...bookings]}
        emptyText={<EmptyText>{MESSAGES.empty.bookings}</EmptyText>}
        onRow={(row) => ({ 'data-testid': 'booking-row', 'data-booking-id': row.id }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: 'Cleaner', key: 'cleaner', render: (_, row) => row.cleaner?.display_name ?? (row.cleaner_id ? MESSAGES.bookings.unknownCleaner : 'To be matched') },
          {
            title: 'Service Type',
            key: 'services',
            // The booking's own page: timeline, next steps and messages with the cleaner (issue 27).
            render: (_, row) => (
              <>
                <Link to={`/client/bookings/${row.id}`} data-testid="booking-page-link">
                  {row.services.join(', ')}
                </Link>{' '}
                <UnreadMessages bookingId={row.id} />
                {/* A visit of a schedule is listed too (its reference is findable here), marked as such. */}
                {scheduleVisitLabel(row) ? (
                  <Text as="div" size="sm" tone="secondary" data-testid="schedule-visit-label">
                    {scheduleVisitLabel(row)}
                  </Text>
                ) : null}
                <Text as="div" size="sm" tone="secondary" data-testid="reference">
                  Ref {formatReference('booking', row.id)}
                </Text>
              </>
            ),
          },
          { title: 'Status', key: 'status', render: (_, row) => <StatusBadge status={row.status} /> },
          { title: 'Date', key: 'date', render: (_, row) => <span data-testid="booking-slot">{formatSlot(row.starts_at, row.ends_at)}</span> },
          { title: 'Price', key: 'price', render: (_, row) => <NairaAmount kobo={row.price_kobo ?? row.budget_kobo} /> },
          {
            title: 'Payment',
            key: 'payment',
            render: (_, row) => {
              // A schedule's visit is never paid on its own: no "Unpaid" to chase.
              if (isScheduleVisit(row)) return <span data-testid="booking-payment">{SCHEDULE_VISIT_TEXT.price}</span>;
              const badge = bookingPaymentBadge(row.payment_status);
              return (
                <span data-testid="booking-payment">
                  <StatusBadge status={badge.tone} label={badge.label} />
                </span>
              );
            },
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, row) => {
              const what = row.services.join(', ');
              return (
                <Actions>
                  {onPay && canPayBooking(row) ? (
                    <Button size="sm" data-testid="pay-now" onClick={() => onPay(row)} aria-label={`Pay now for ${what}`}>
                      Pay now
                    </Button>
                  ) : null}
                  {onConfirm && canConfirmCompletion(row.status) ? (
                    <Button size="sm" loading={confirmingId === row.id} disabled={confirmingId !== null} onClick={() => onConfirm(row)} aria-label={`Confirm completion of ${what}`}>
                      Confirm completion
                    </Button>
                  ) : null}
                  {onReportProblem && canReportProblem(row) ? (
                    <Button size="sm" variant="secondary" data-testid="report-problem" onClick={() => onReportProblem(row)} aria-label={`Report a problem with ${what}`}>
                      Report a problem
                    </Button>
                  ) : null}
                  {problemReported(row) ? (
                    <Text as="span" size="sm" tone="secondary" data-testid="problem-reported">
                      {DISPUTE_TEXTS.reported}
                    </Text>
                  ) : null}
                  {onReschedule && isChangeable(row.status) ? (
                    <Button
                      size="sm"
                      variant={row.starts_at ? 'secondary' : 'primary'}
                      disabled={cancellingId !== null}
                      onClick={() => onReschedule(row)}
                      data-testid={row.starts_at ? 'reschedule' : 'choose-time'}
                      aria-label={`${row.starts_at ? 'Reschedule' : 'Choose a time for'} ${what}`}
                    >
                      {row.starts_at ? 'Reschedule' : 'Choose a time'}
                    </Button>
                  ) : null}
                  {onCancel && canCancelBooking(row.status) ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={cancellingId === row.id}
                      disabled={cancellingId !== null}
                      onClick={() => onCancel(row)}
                      aria-label={`Cancel booking of ${what}`}
                      data-testid="cancel-booking"
                    >
                      Cancel booking
                    </Button>
                  ) : null}
                </Actions>
              );
            },
          },
        ]}
      />
    </TableRegion>
  );
}
