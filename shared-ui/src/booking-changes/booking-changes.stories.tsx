import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CancelBookingDialog, RescheduleDialog } from './booking-change-parts';

const policy = { free_cancel_hours: 24, late_fee_kind: 'percent' as const, late_fee_percent: 20, late_fee_kobo: 200000, reschedule_min_hours: 12, reschedule_limit: 2 };
const terms = {
  role: 'customer' as const, can_cancel: true, cancel_refusal: null, late: true, fee_kobo: 500000, fee_waived_reason: null, paid_kobo: 2500000,
  refund_kobo: 2000000, can_reschedule: false, reschedule_refusal: null, reschedules_left: 2, policy,
};

const meta = {
  title: 'Booking changes/CancelBookingDialog',
  component: CancelBookingDialog,
  args: { open: true, what: 'Deep Cleaning on 27 Nov 2026, 10:00–12:00', terms, onConfirm: () => undefined, onClose: () => undefined },
} satisfies Meta<typeof CancelBookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A late cancellation of a paid ₦25,000 job: the fee kept and the refund, stated before the button. */
export const LateFee: Story = {};
/** Early: free, refunded in full. */
export const Free: Story = { args: { terms: { ...terms, late: false, fee_kobo: 0, refund_kobo: 2500000 } } };
/** The job has started: no button. */
export const Started: Story = { args: { terms: { ...terms, can_cancel: false, cancel_refusal: 'This job has started, so it can no longer be cancelled.' } } };

/** Moving a booking: days, then free two-hour times. */
export const Reschedule: StoryObj<typeof RescheduleDialog> = {
  render: () => (
    <RescheduleDialog
      open
      first={false}
      what="Deep Cleaning, now 27 Nov 2026, 10:00–12:00"
      rule="You can move it 2 more times, until 12 hours before it starts."
      days={[
        { date: '2026-11-27', label: 'Fri 27 Nov 2026', slots: [{ starts_at: '2026-11-27T07:00:00Z', label: '08:00–10:00' }, { starts_at: '2026-11-27T13:00:00Z', label: '14:00–16:00' }] },
        { date: '2026-11-28', label: 'Sat 28 Nov 2026', slots: [{ starts_at: '2026-11-28T09:00:00Z', label: '10:00–12:00' }] },
      ]}
      whoIsTold="Your cleaner is told."
      onConfirm={() => undefined}
      onClose={() => undefined}
    />
  ),
};
