// Bookings assigned to the cleaner (client or guest; direct, from awarded bids or matched by an admin): table, and
// the Booking Details modal with Accept, Reject, Mark completed and Close. Contact fields read "Hidden" until the
// booking is accepted (the database reveals booking_contacts only then). Accept first asks for the price (the agreed
// price the customer pays; AcceptPriceForm). A job marked completed shows "Awaiting customer confirmation" until the
// customer confirms it (only then is it reviewable and counted in earnings). An accepted job can be moved to another
// free slot or cancelled (issue 27): cancelling offers it to standby cleaners and never costs the customer; both
// dialogs say so before confirming.
import { useState } from 'react';
import { errorMessage, MESSAGES, useAuth } from '@spotless/shared-data';
import { useAcceptBooking, useCompleteBooking, useRejectBooking, type CleanerBooking } from '@spotless/shared-data/cleaner';
import {
  useCommissionBps,
} from '@spotless/shared-data/money';
import { formatSlot, useBookingChange } from '@spotless/shared-data/booking-changes';
import { scheduleVisitLabel } from '@spotless/shared-data/booking-page';
import { Button, CancelBookingDialog, EmptyState, ErrorState, LinkButton, Modal, RescheduleDialog, StatusBadge, Text, toast } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { Link } from '@spotless/shared-ui/router';
import { UnreadMessages } from '../booking-page/UnreadMessages';
import { AcceptPriceForm } from './AcceptPriceForm';
import { HIDDEN, buildingLabel, dateOrDash, nairaOrDash, requestPlace } from './labels';
import { WithReference } from './WithReference';

/**
 * The booking's status pill; a job marked done names whom it waits for: the customer, or an admin once the customer
 * reported a problem (the payout then waits for the admin's decision, not for the 48 hours).
 */
function BookingStatus({ booking }: { booking: Pick<CleanerBooking, 'status' | 'disputed_at'> }) {
  const awaiting = booking.status === 'awaiting_confirmation';
  const label = !awaiting
    ? undefined
    : booking.disputed_at
      ? MESSAGES.bookings.problemReportedByCustomer
      : MESSAGES.bookings.awaitingCustomerConfirmation;
  return <StatusBadge status={booking.status} label={label} />;
}

export function BookingDetailsModal({ booking, onClose, canAccept }: { booking: CleanerBooking | null; onClose: () => void; canAccept: boolean }) {
  const accept = useAcceptBooking();
  const reject = useRejectBooking();
  const complete = useCompleteBooking();
  const busy = accept.isPending || reject.isPending || complete.isPending;
  // Accept opens the price step in place of the details; the commission is read only then.
  const [pricing, setPricing] = useState(false);
  const commission = useCommissionBps({ enabled: pricing });
  const close = () => {
    setPricing(false);
    onClose();
  };
  const userId = useAuth((st) => st.user?.id ?? null);
  const change = useBookingChange('cleaner', {
    onSuccess: (message) => toast.success(message),
    onError: (error, fallback) => toast.error(errorMessage(error, fallback)),
  });
  // The change dialogs replace the details (one dialog at a time on a phone).
  const openChange = (open: typeof change.openCancel) => {
    if (!booking) return;
    // The caller is the booking's cleaner: the free slots offered are their own.
    open({ ...booking, cleaner_id: userId });
    close();
  };
  const when = (b: CleanerBooking) => (b.starts_at ? formatSlot(b.starts_at, b.ends_at) : dateOrDash(b.scheduled_date ?? b.created_at));

  const run = async (action: 'accept' | 'reject' | 'complete', priceKobo?: number) => {
    if (!booking) return;
    try {
      if (action === 'accept') {
        await accept.mutateAsync({ bookingId: booking.id, priceKobo });
        toast.success(MESSAGES.bookings.accepted);
      } else if (action === 'reject') {
        await reject.mutateAsync(booking.id);
        toast.success(MESSAGES.bookings.rejected);
      } else {
        await complete.mutateAsync(booking.id);
        toast.success(MESSAGES.bookings.markedCompleted);
      }
      close();
    } catch (e) {
      const fallback = action === 'accept' ? MESSAGES.bookings.acceptFailed : action === 'reject' ? MESSAGES.bookings.rejectFailed : MESSAGES.schedules.statusUpdateFailed;
      toast.error(errorMessage(e, fallback));
    }
  };

  const contact = booking?.contact ?? null;
  return (
    <>
    <CancelBookingDialog {...change.cancelProps} />
    <RescheduleDialog {...change.rescheduleProps} />
    <Modal
      open={booking !== null}
      onClose={close}
      title={pricing ? 'Accept booking' : 'Booking Details'}
      width={560}
      footer={
        booking && !pricing ? (
          <>
            {booking.status === 'pending' ? (
              <>
                <Button onClick={() => setPricing(true)} disabled={busy || !canAccept}>
                  Accept
                </Button>
                <Button variant="danger" onClick={() => void run('reject')} disabled={busy}>
                  Reject
                </Button>
              </>
            ) : null}
            {booking.status === 'accepted' ? (
              <>
                <Button onClick={() => void run('complete')} disabled={busy}>
                  Mark completed
                </Button>
                <Button variant="secondary" onClick={() => openChange(change.openReschedule)} disabled={busy || !booking.starts_at} data-testid="cleaner-reschedule">
                  Reschedule
                </Button>
                <Button variant="danger" onClick={() => openChange(change.openCancel)} disabled={busy} data-testid="cleaner-cancel">
                  Cancel job
                </Button>
              </>
            ) : null}
            <Button variant="secondary" onClick={close}>
              Close
            </Button>
          </>
        ) : null
      }
    >
      {booking && pricing ? (
        <AcceptPriceForm
          booking={booking}
          commissionBps={commission.data}
          busy={accept.isPending}
          onAccept={(priceKobo) => void run('accept', priceKobo)}
          onCancel={() => setPricing(false)}
        />
      ) : booking ? (
        <div>
          {!canAccept && booking.status === 'pending' ? (
            <Text tone="error">Your account is suspended. You cannot accept bookings.</Text>
          ) : null}
          <Text><strong>Booking ID:</strong> {booking.id}</Text>
          <Text><strong>Service:</strong> {booking.services.join(', ')}</Text>
          <Text><strong>Special Request:</strong> {booking.special_request ?? '—'}</Text>
          <Text><strong>Number of Rooms:</strong> {booking.num_rooms ?? '—'}</Text>
          <Text><strong>Status:</strong> <BookingStatus booking={booking} /></Text>
          <Text><strong>Location:</strong> {requestPlace(booking)}</Text>
          <Text><strong>Budget:</strong> {nairaOrDash(booking.price_kobo ?? booking.budget_kobo)}</Text>
          <Text><strong>Building Type:</strong> {buildingLabel(booking.building_type)}</Text>
          <Text><strong>Building Condition:</strong> {buildingLabel(booking.building_condition)}</Text>
          <Text><strong>Has Water:</strong> {booking.has_water ? 'Yes' : 'No'}</Text>
          <Text><strong>Booking Date:</strong> <span data-testid="booking-when">{when(booking)}</span></Text>
          <div data-testid="booking-contact">
            <Text><strong>Full Name:</strong> {contact?.full_name ?? HIDDEN}</Text>
            <Text><strong>Phone:</strong> {contact?.phone ?? HIDDEN}</Text>
            <Text><strong>Email:</strong> {contact ? (contact.email ?? '—') : HIDDEN}</Text>
            <Text><strong>Address:</strong> {contact ? (contact.address ?? '—') : HIDDEN}</Text>
          </div>
        </div>
      ) : null}
    </Modal>
    </>
  );
}

export interface BookingsTableProps {
  rows: readonly CleanerBooking[];
  caption: string;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  canAccept: boolean;
}

export function BookingsTable({ rows, caption, loading, error, onRetry, canAccept }: BookingsTableProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  // Re-read the open booking from the live list so a status change (here or elsewhere) shows at once.
  const open = openId ? (rows.find((r) => r.id === openId) ?? null) : null;
  if (error) return <ErrorState message={error.message} onRetry={onRetry} />;
  if (!loading && rows.length === 0) return <EmptyState message={MESSAGES.empty.bookings} />;
  return (
    <>
      {loading ? <Text tone="secondary">{MESSAGES.bookings.loading}</Text> : null}
      <DataTable<CleanerBooking>
        caption={caption}
        rowKey="id"
        pagination={false}
        loading={loading}
        emptyText={MESSAGES.empty.bookings}
        dataSource={[...rows]}
        columns={[
          { title: 'Full Name', key: 'name', render: (_, b) => b.contact?.full_name ?? HIDDEN },
          {
            title: 'Service',
            key: 'service',
            render: (_, b) => (
              <WithReference kind="booking" id={b.id}>
                {b.services.join(', ')}
                {/* A visit of a schedule (theirs, or one taken as a standby) is a job like any other, marked as such. */}
                {scheduleVisitLabel(b) ? (
                  <Text as="span" size="sm" tone="secondary" style={{ display: 'block' }} data-testid="schedule-visit-label">
                    {scheduleVisitLabel(b)}
                  </Text>
                ) : null}
              </WithReference>
            ),
          },
          { title: 'Location', dataIndex: 'location', key: 'location' },
          { title: 'Budget', key: 'budget', render: (_, b) => nairaOrDash(b.price_kobo ?? b.budget_kobo) },
          { title: 'When', key: 'date', render: (_, b) => (b.starts_at ? formatSlot(b.starts_at, b.ends_at) : dateOrDash(b.scheduled_date ?? b.created_at)) },
          { title: 'Status', key: 'status', render: (_, b) => <BookingStatus booking={b} /> },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, b) => (
              <span style={{ display: 'inline-flex', gap: 8 }}>
                <Button size="sm" variant="secondary" onClick={() => setOpenId(b.id)} aria-label={`View booking ${b.services.join(', ')} in ${b.location}`}>
                  View
                </Button>
                {/* The booking's own page: timeline, next steps and messages with the customer (issue 27). */}
                <LinkButton as={Link} size="sm" variant="ghost" to={`/cleaner/bookings/${b.id}`} data-testid="booking-page-link" aria-label={`Open the page of booking ${b.services.join(', ')} in ${b.location}`}>
                  Open
                </LinkButton>
                <UnreadMessages bookingId={b.id} />
              </span>
            ),
          },
        ]}
      />
      <BookingDetailsModal booking={open} onClose={() => setOpenId(null)} canAccept={canAccept} />
    </>
  );
}
