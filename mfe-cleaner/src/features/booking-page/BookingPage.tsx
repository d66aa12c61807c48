// The cleaner's booking page (/cleaner/bookings/:bookingId): the job's details and the customer's contact once
// accepted, the timeline, the next steps (Accept or Reject through the Booking Details dialog with its price step;
// On my way, Start job, Mark completed) and the conversation with the customer.
import { useState } from 'react';
import { errorMessage, formatPlace, formatReference, MESSAGES, statusBadge } from '@spotless/shared-data';
import { cleanerWorkEligibility, useCleanerBooking, useCompleteBooking, useMyCleanerProfile } from '@spotless/shared-data/cleaner';
import {
  BOOKING_ACTION_LABELS,
  BOOKING_PAGE_TEXT,
  formatNairaKobo,
  isScheduleVisit,
  SCHEDULE_VISIT_TEXT,
  useBookingConversation,
  useBookingPageModel,
  useSetBookingOnTheWay,
  useStartBooking,
  type BookingAction,
} from '@spotless/shared-data/booking-page';
import { formatSlot } from '@spotless/shared-data/booking-changes';
import { BookingPageFrame, Button, ErrorState, Loading, toast } from '@spotless/shared-ui';
import { Link, useParams } from '@spotless/shared-ui/router';
import { BookingDetailsModal } from '../work/BookingsTable';


export default function BookingPage({ basePath = '/cleaner' }: { basePath?: string }) {
  const { bookingId } = useParams();
  const model = useBookingPageModel(bookingId, 'cleaner');
  const conversation = useBookingConversation(bookingId, model, {
    success: (message) => toast.success(message),
    error: (e, fallback) => toast.error(errorMessage(e, fallback)),
  });
  const row = useCleanerBooking(bookingId).data ?? null;
  const profile = useMyCleanerProfile();
  const onTheWay = useSetBookingOnTheWay();
  const start = useStartBooking();
  const complete = useCompleteBooking();
  const [answering, setAnswering] = useState(false);

  if (model.loading) return <Loading />;
  const b = model.booking;
  if (!b) return <ErrorState message={model.error ? BOOKING_PAGE_TEXT.fetchFailed : BOOKING_PAGE_TEXT.notFound} />;
  const contact = row?.contact ?? null;
  const busy = onTheWay.isPending || start.isPending || complete.isPending;

  const run = async (action: BookingAction) => {
    if (action === 'accept' || action === 'reject') return setAnswering(true);
    try {
      if (action === 'on_the_way') {
        await onTheWay.mutateAsync(b.id);
        toast.success(BOOKING_PAGE_TEXT.onTheWay);
      } else if (action === 'start') {
        await start.mutateAsync(b.id);
        toast.success(BOOKING_PAGE_TEXT.started);
      } else if (action === 'complete') {
        await complete.mutateAsync(b.id);
        toast.success(MESSAGES.bookings.markedCompleted);
      }
    } catch (e) {
      toast.error(errorMessage(e, BOOKING_PAGE_TEXT.actionFailed));
    }
  };
  // Accept and Reject share the Booking Details dialog (with its price step): one button opens it.
  const actions = model.actions.filter((a) => a !== 'reject');

  return (
    <>
      <BookingPageFrame
        back={<Link to={`${basePath}/bookings`}>← Bookings</Link>}
        title={b.services.join(', ')}
        reference={formatReference('booking', b.id)}
        status={{ label: statusBadge('booking', b.status).label, value: b.status }}
        facts={[
          { label: 'When', value: formatSlot(b.starts_at, b.ends_at) },
          { label: 'Where', value: formatPlace(b.location, b.lga, b.state) },
          { label: 'Customer', value: contact?.full_name ?? 'Shown once you accept' },
          ...(contact ? [{ label: 'Phone', value: contact.phone ?? '—' }, { label: 'Address', value: contact.address ?? '—' }] : []),
          { label: 'Rooms', value: b.num_rooms ?? '—' },
          { label: 'Special request', value: b.special_request ?? '—' },
          // A schedule's visit has no price of its own (the schedule is arranged as a whole).
          { label: 'Price', value: isScheduleVisit(b) ? `${SCHEDULE_VISIT_TEXT.price}. ${SCHEDULE_VISIT_TEXT.payment}` : b.price_kobo ? formatNairaKobo(b.price_kobo) : b.budget_kobo ? `Budget ${formatNairaKobo(b.budget_kobo)}` : '—' },
        ]}
        actions={actions.map((a) => (
          <Button key={a} onClick={() => void run(a)} disabled={busy || (a === 'accept' && !row)}>
            {a === 'accept' ? 'Accept or reject' : BOOKING_ACTION_LABELS[a]}
          </Button>
        ))}
        timeline={model.timeline}
        conversation={conversation}
      />
      <BookingDetailsModal
        booking={answering ? row : null}
        onClose={() => setAnswering(false)}
        canAccept={cleanerWorkEligibility(profile.data).canAccept}
      />
    </>
  );
}
