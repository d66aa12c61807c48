// A client's booking page (/client/bookings/:bookingId): details, slot, price and payment, the timeline with who did
// what and when, the next steps (Pay now, Confirm completion, Leave a review) and the conversation with the cleaner.
// Cancel and reschedule (issue 27, item 2, useBookingChange) sit in the frame's `changes`; while a replacement for a
// cleaner who dropped the job is being found, the frame's notice says so (and cancelling is free).
import { useState } from 'react';
import {
  errorMessage,
  formatPlace,
  formatReference,
  MESSAGES,
  statusBadge,
  useAuth,
  useConfirmBookingCompletion,
} from '@spotless/shared-data';
import {
  BOOKING_ACTION_LABELS,
  BOOKING_PAGE_TEXT,
  formatNairaKobo,
  isScheduleVisit,
  SCHEDULE_VISIT_TEXT,
  useBookingConversation,
  useBookingPageModel,
  useReplacementNotice,
} from '@spotless/shared-data/booking-page';
import { formatSlot, isChangeable, useBookingChange } from '@spotless/shared-data/booking-changes';
import { bookingPaymentBadge, processDueMoneyInBackground } from '@spotless/shared-data/money';
import { BookingPageFrame, Button, CancelBookingDialog, ErrorState, LinkButton, Loading, RescheduleDialog, toast } from '@spotless/shared-ui';
import { Link, useParams } from '@spotless/shared-ui/router';
import { PayNowDialog, type BookingToPay } from '../payments/PayNowDialog';

export interface BookingPageProps {
  basePath?: string;
  /** Leaves for Paystack's checkout (tests pass their own). */
  goTo?: (url: string) => void;
}

export default function BookingPage({ basePath = '/client', goTo }: BookingPageProps) {
  const { bookingId } = useParams();
  const model = useBookingPageModel(bookingId, 'customer');
  const conversation = useBookingConversation(bookingId, model, {
    success: (message) => toast.success(message),
    error: (e, fallback) => toast.error(errorMessage(e, fallback)),
  });
  // A cleaner who dropped the job: the search for a replacement, then who is coming (live).
  const replacement = useReplacementNotice(bookingId, model.booking);
  const confirm = useConfirmBookingCompletion();
  const accountEmail = useAuth((s) => s.user?.email ?? null);
  const [paying, setPaying] = useState<BookingToPay | null>(null);
  // Cancel and reschedule (issue 27, item 2): the dialogs state the policy and the exact fee before confirming.
  const change = useBookingChange('customer', {
    onSuccess: (message, terms) => {
      toast.success(message);
      if (terms && terms.refund_kobo > 0) void processDueMoneyInBackground();
    },
    onError: (error, fallback) => toast.error(errorMessage(error, fallback)),
  });

  if (model.loading) return <Loading />;
  const b = model.booking;
  if (!b) return <ErrorState message={model.error ? BOOKING_PAGE_TEXT.fetchFailed : BOOKING_PAGE_TEXT.notFound} />;

  const run = (action: (typeof model.actions)[number]) => {
    if (action === 'pay') setPaying({ id: b.id, services: b.services, price_kobo: b.price_kobo });
    if (action === 'confirm')
      confirm.mutate(b.id, {
        onSuccess: () => toast.success(MESSAGES.bookings.completionConfirmed),
        onError: (e) => toast.error(errorMessage(e, MESSAGES.bookings.confirmFailed)),
      });
  };
  const pay = bookingPaymentBadge(b.payment_status);

  return (
    <>
      <BookingPageFrame
        back={<Link to={`${basePath}/bookings`}>← My bookings</Link>}
        title={b.services.join(', ')}
        reference={formatReference('booking', b.id)}
        status={{ label: statusBadge('booking', b.status).label, value: b.status }}
        facts={[
          { label: 'When', value: formatSlot(b.starts_at, b.ends_at) },
          { label: 'Where', value: formatPlace(b.location, b.lga, b.state) },
          { label: 'Cleaner', value: b.cleaner_name ?? (b.cleaner_id ? MESSAGES.bookings.unknownCleaner : 'To be matched') },
          // A schedule's visit has no price or payment of its own (the schedule is arranged as a whole).
          { label: 'Price', value: isScheduleVisit(b) ? SCHEDULE_VISIT_TEXT.price : b.price_kobo ? formatNairaKobo(b.price_kobo) : b.budget_kobo ? `Budget ${formatNairaKobo(b.budget_kobo)}` : '—' },
          { label: 'Payment', value: isScheduleVisit(b) ? SCHEDULE_VISIT_TEXT.payment : pay.label },
        ]}
        actions={model.actions.map((a) =>
          a === 'review' ? (
            <LinkButton key={a} as={Link} to={`${basePath}/reviews`}>
              {BOOKING_ACTION_LABELS.review}
            </LinkButton>
          ) : (
            <Button key={a} onClick={() => run(a)} loading={a === 'confirm' && confirm.isPending}>
              {BOOKING_ACTION_LABELS[a]}
            </Button>
          ),
        )}
        changes={
          isChangeable(b.status) ? (
            <>
              {/* The offers out are for this slot: it moves once someone is coming (the database refuses it too). */}
              {replacement?.kind === 'searching' || replacement?.kind === 'not_found' ? null : (
                <Button variant="secondary" disabled={change.busyId !== null} onClick={() => change.openReschedule(b)}>
                  {b.starts_at ? 'Reschedule' : 'Choose a time'}
                </Button>
              )}
              <Button variant="secondary" disabled={change.busyId !== null} onClick={() => change.openCancel(b)}>
                Cancel booking
              </Button>
            </>
          ) : null
        }
        notice={replacement}
        timeline={model.timeline}
        conversation={conversation}
      />
      <CancelBookingDialog {...change.cancelProps} />
      <RescheduleDialog {...change.rescheduleProps} />
      <PayNowDialog booking={paying} defaultEmail={accountEmail} returnPath={`${basePath}/payments/return`} onClose={() => setPaying(null)} goTo={goTo} />
    </>
  );
}
