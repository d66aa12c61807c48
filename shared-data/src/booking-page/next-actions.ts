// What the viewer of a booking page can do next, picked from the booking lifecycle (shared-data/src/lifecycle,
// mirror of the database's booking_transitions) and the booking's money and review state. The database decides for
// real; this only shows the buttons that will work.
import { canTransition } from '@spotless/shared-data';
import type { BookingSide } from './timeline';

/** A next step the booking page offers. Cancel and reschedule are offered by their own dialogs (issue 27, item 2). */
export type BookingAction =
  | 'pay'
  | 'confirm'
  | 'review'
  | 'accept'
  | 'reject'
  | 'on_the_way'
  | 'start'
  | 'complete';

/** The booking fields the choice depends on. */
export interface ActionableBooking {
  status: string;
  payment_status: string;
  price_kobo: number | null;
  disputed_at?: string | null;
}

/** Statuses in which an agreed, unpaid booking can be paid (start_payment's list). */
const PAYABLE = ['accepted', 'on_the_way', 'in_progress', 'awaiting_confirmation', 'completed'];

/** The next actions of `viewer` on `booking`, in the order a page shows them. */
export function bookingNextActions(booking: ActionableBooking, viewer: BookingSide, opts: { reviewed?: boolean } = {}): BookingAction[] {
  const out: BookingAction[] = [];
  const s = booking.status;
  if (viewer === 'customer') {
    if (PAYABLE.includes(s) && booking.payment_status === 'unpaid' && (booking.price_kobo ?? 0) > 0) out.push('pay');
    if (canTransition('booking', s, 'completed', 'customer')) out.push('confirm');
    if (s === 'completed' && !opts.reviewed) out.push('review');
  } else if (viewer === 'cleaner') {
    if (canTransition('booking', s, 'accepted', 'cleaner')) out.push('accept');
    if (canTransition('booking', s, 'rejected', 'cleaner')) out.push('reject');
    if (canTransition('booking', s, 'on_the_way', 'cleaner')) out.push('on_the_way');
    if (canTransition('booking', s, 'in_progress', 'cleaner')) out.push('start');
    // Marking done is offered once the job started; straight from accepted it stays on the Bookings list.
    if (s === 'in_progress' && canTransition('booking', s, 'awaiting_confirmation', 'cleaner')) out.push('complete');
  }
  return out;
}

/** Button words of each action. */
export const BOOKING_ACTION_LABELS: Readonly<Record<BookingAction, string>> = {
  pay: 'Pay now',
  confirm: 'Confirm completion',
  review: 'Leave a review',
  accept: 'Accept',
  reject: 'Reject',
  on_the_way: 'On my way',
  start: 'Start job',
  complete: 'Mark completed',
};
