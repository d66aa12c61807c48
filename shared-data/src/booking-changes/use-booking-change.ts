/**
 * One hook for the cancel and reschedule dialogs of any booking screen (client and guest lists, the cleaner's jobs,
 * the booking page): which booking is open in which dialog, the database's terms and free slots for it, and the
 * mutations. It returns the props of shared-ui's CancelBookingDialog and RescheduleDialog, so a screen renders
 * `<CancelBookingDialog {...change.cancelProps} />` and `<RescheduleDialog {...change.rescheduleProps} />`.
 */
import { useMemo, useState } from 'react';
import { toIsoDate } from '@spotless/shared-data';
import { BOOKING_CHANGE_TEXTS, useBookingChangeQuote, useCancelBookingWithPolicy, useChangeBookingSlot, useOpenSlots } from './api';
import { formatSlot, groupSlotsByDay, slotTimes } from './slots';
import type { BookingChangeTerms } from './terms';

/** The booking fields the dialogs need. */
export interface ChangeTarget {
  id: string;
  services: readonly string[];
  starts_at: string | null;
  ends_at: string | null;
  cleaner_id: string | null;
}

/** What the screen does with the outcome (toasts, sending a refund at once). */
export interface BookingChangeCallbacks {
  onSuccess: (message: string, terms?: BookingChangeTerms) => void;
  onError: (error: unknown, fallback: string) => void;
}

/** The rule the database applies to a move, in words, or why there is none. */
export function rescheduleRule(terms: BookingChangeTerms | undefined, first: boolean): { rule: string | null; allowed: boolean } {
  if (first) return { rule: 'Choose the day and time you want the cleaner to come.', allowed: true };
  if (!terms) return { rule: null, allowed: false };
  if (!terms.can_reschedule) return { rule: terms.reschedule_refusal, allowed: false };
  const left = terms.reschedules_left;
  return {
    rule: `You can move it ${left} more time${left === 1 ? '' : 's'}, until ${terms.policy.reschedule_min_hours} hours before it starts.`,
    allowed: true,
  };
}

const whatOf = (b: ChangeTarget) => {
  const when = formatSlot(b.starts_at, b.ends_at);
  return when === '—' ? b.services.join(', ') : `${b.services.join(', ')}, ${when}`;
};

/** State and props of the two dialogs for the signed-in side (`customer`: client or guest; `cleaner`). */
export function useBookingChange(side: 'customer' | 'cleaner', callbacks: BookingChangeCallbacks) {
  const [open, setOpen] = useState<{ booking: ChangeTarget; dialog: 'cancel' | 'reschedule' } | null>(null);
  const booking = open?.booking ?? null;
  const first = booking !== null && booking.starts_at === null;
  const quote = useBookingChangeQuote(booking?.id ?? null);
  const today = useMemo(() => toIsoDate(new Date()), []);
  const slots = useOpenSlots(booking?.cleaner_id ?? null, today, open?.dialog === 'reschedule', booking?.id ?? null);
  const cancel = useCancelBookingWithPolicy();
  const move = useChangeBookingSlot();
  const close = () => setOpen(null);

  const days = useMemo(
    () => groupSlotsByDay(slots.data ?? []).map((d) => ({ ...d, slots: d.slots.map((s) => ({ starts_at: s.starts_at, label: slotTimes(s) })) })),
    [slots.data],
  );
  const { rule, allowed } = rescheduleRule(quote.data, first);

  return {
    openCancel: (b: ChangeTarget) => setOpen({ booking: b, dialog: 'cancel' }),
    openReschedule: (b: ChangeTarget) => setOpen({ booking: b, dialog: 'reschedule' }),
    close,
    /** The booking being changed, if any. */
    busyId: cancel.isPending || move.isPending ? (booking?.id ?? null) : null,
    cancelProps: {
      open: open?.dialog === 'cancel',
      what: booking ? whatOf(booking) : '',
      terms: quote.data ?? null,
      termsError: quote.isError ? BOOKING_CHANGE_TEXTS.quoteFailed : null,
      submitting: cancel.isPending,
      onClose: close,
      onConfirm: (reason: string) => {
        if (!booking) return;
        cancel.mutate(
          { bookingId: booking.id, reason },
          {
            onSuccess: (terms) => {
              close();
              callbacks.onSuccess(BOOKING_CHANGE_TEXTS.cancelled, terms);
            },
            onError: (error) => callbacks.onError(error, BOOKING_CHANGE_TEXTS.cancelFailed),
          },
        );
      },
    },
    rescheduleProps: {
      open: open?.dialog === 'reschedule',
      first,
      what: booking ? whatOf(booking) : '',
      rule,
      allowed,
      days,
      loadingSlots: slots.isPending && open?.dialog === 'reschedule',
      slotsError: slots.isError ? BOOKING_CHANGE_TEXTS.slotsFailed : null,
      whoIsTold: side === 'customer' ? 'Your cleaner is told.' : 'The customer is told, and may cancel free of charge if the new time does not suit them.',
      submitting: move.isPending,
      onClose: close,
      onConfirm: (startsAt: string) => {
        if (!booking) return;
        move.mutate(
          { bookingId: booking.id, startsAt, first },
          {
            onSuccess: () => {
              close();
              callbacks.onSuccess(first ? BOOKING_CHANGE_TEXTS.slotChosen : BOOKING_CHANGE_TEXTS.rescheduled);
            },
            onError: (error) => callbacks.onError(error, BOOKING_CHANGE_TEXTS.rescheduleFailed),
          },
        );
      },
    },
  };
}

/** Whether a booking in this status may still be changed at all (the database decides the rest). */
export function isChangeable(status: string): boolean {
  return status === 'pending' || status === 'accepted';
}

/** The free slots of a cleaner for the next two weeks, as the slot picker's days (Lagos time). */
export function useSlotDays(cleanerId: string | null, enabled = true) {
  const today = useMemo(() => toIsoDate(new Date()), []);
  const slots = useOpenSlots(cleanerId, today, enabled);
  const days = useMemo(
    () => groupSlotsByDay(slots.data ?? []).map((d) => ({ ...d, slots: d.slots.map((s) => ({ starts_at: s.starts_at, label: slotTimes(s) })) })),
    [slots.data],
  );
  return { days, loading: enabled && slots.isPending, error: slots.isError ? BOOKING_CHANGE_TEXTS.slotsFailed : null };
}
