// Booking change parts (issue 27): cancel with the stated policy, choose or move a slot. Fetched when first opened:
// this entry loads on every public page (Module Federation shares shared-ui whole, without tree shaking).
import { lazy, Suspense } from 'react';
import type { CancelBookingDialogProps } from './impl/CancelBookingDialog';
import type { RescheduleDialogProps } from './impl/RescheduleDialog';
import type { SlotPickerProps } from './impl/SlotPicker';

export type { CancelBookingDialogProps } from './impl/CancelBookingDialog';
export type { RescheduleDialogProps } from './impl/RescheduleDialog';
export type { PickerDay, PickerSlot, SlotPickerProps } from './impl/SlotPicker';
export { cancelOutcome, lateFeeText, policySentences, type ChangePolicy, type ChangeTerms } from './change-texts';

const CancelImpl = lazy(() => import(/* webpackChunkName: "booking-change-parts" */ './impl/CancelBookingDialog').then((m) => ({ default: m.CancelBookingDialog })));
const RescheduleImpl = lazy(() => import(/* webpackChunkName: "booking-change-parts" */ './impl/RescheduleDialog').then((m) => ({ default: m.RescheduleDialog })));
const SlotPickerImpl = lazy(() => import(/* webpackChunkName: "booking-change-parts" */ './impl/SlotPicker').then((m) => ({ default: m.SlotPicker })));

/** Cancel a booking: the policy and the exact fee and refund before the button. Nothing is fetched until it opens. */
export function CancelBookingDialog(props: CancelBookingDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <CancelImpl {...props} />
    </Suspense>
  );
}

/** Choose or move a booking's slot among the free ones. Nothing is fetched until it opens. */
export function RescheduleDialog(props: RescheduleDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <RescheduleImpl {...props} />
    </Suspense>
  );
}

/** Days, then two-hour times: the slot picker of the booking forms. */
export function SlotPicker(props: SlotPickerProps) {
  return (
    <Suspense fallback={null}>
      <SlotPickerImpl {...props} />
    </Suspense>
  );
}
