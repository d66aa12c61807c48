import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test/render-with-theme';
import { CancelBookingDialog, RescheduleDialog, type ChangeTerms } from './booking-change-parts';

const policy = { free_cancel_hours: 24, late_fee_kind: 'percent' as const, late_fee_percent: 20, late_fee_kobo: 200000, reschedule_min_hours: 12, reschedule_limit: 2 };
const terms = (over: Partial<ChangeTerms> = {}): ChangeTerms => ({
  role: 'customer', can_cancel: true, cancel_refusal: null, late: false, fee_kobo: 0, fee_waived_reason: null, paid_kobo: 1000000,
  refund_kobo: 1000000, can_reschedule: true, reschedule_refusal: null, reschedules_left: 2, policy, ...over,
});

describe('CancelBookingDialog', () => {
  it('states the late fee and the refund exactly, and the policy, before the button', async () => {
    const onConfirm = jest.fn();
    renderWithTheme(<CancelBookingDialog open what="Deep Cleaning" terms={terms({ late: true, fee_kobo: 200000, refund_kobo: 800000 })} onConfirm={onConfirm} onClose={() => undefined} />);
    const dialog = await screen.findByTestId('cancel-booking-dialog');
    expect(within(dialog).getByTestId('cancel-outcome')).toHaveTextContent('This is a late cancellation: a fee of ₦2,000.00 is kept and ₦8,000.00 is refunded to you.');
    expect(within(dialog).getByTestId('cancel-policy')).toHaveTextContent(
      'Cancel free of charge until 24 hours before the start. After that, a fee of 20% of the price is kept from what you paid.');
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), '  Travelling  ');
    await userEvent.click(within(dialog).getByTestId('cancel-confirm'));
    expect(within(dialog).getByTestId('cancel-confirm')).toHaveTextContent('Cancel and pay the fee');
    expect(onConfirm).toHaveBeenCalledWith('Travelling');
  });

  it('offers no button when the database refuses, and says why', async () => {
    renderWithTheme(<CancelBookingDialog open what="Deep Cleaning"
      terms={terms({ can_cancel: false, cancel_refusal: 'This job has started, so it can no longer be cancelled.' })} onConfirm={() => undefined} onClose={() => undefined} />);
    expect(await screen.findByTestId('cancel-outcome')).toHaveTextContent('This job has started, so it can no longer be cancelled.');
    expect(screen.queryByTestId('cancel-confirm')).toBeNull();
  });
});

describe('RescheduleDialog', () => {
  it('moves to the slot picked among the free ones', async () => {
    const onConfirm = jest.fn();
    const days = [
      { date: '2026-11-27', label: 'Fri 27 Nov 2026', slots: [{ starts_at: '2026-11-27T07:00:00Z', label: '08:00–10:00' }] },
      { date: '2026-11-28', label: 'Sat 28 Nov 2026', slots: [{ starts_at: '2026-11-28T09:00:00Z', label: '10:00–12:00' }, { starts_at: '2026-11-28T11:00:00Z', label: '12:00–14:00' }] },
    ];
    renderWithTheme(<RescheduleDialog open first={false} what="Deep Cleaning" rule="You can move it 2 more times." days={days} whoIsTold="Your cleaner is told." onConfirm={onConfirm} onClose={() => undefined} />);
    const dialog = await screen.findByTestId('reschedule-dialog');
    expect(within(dialog).getByTestId('reschedule-confirm')).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sat 28 Nov 2026' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '12:00–14:00' }));
    await userEvent.click(within(dialog).getByTestId('reschedule-confirm'));
    expect(onConfirm).toHaveBeenCalledWith('2026-11-28T11:00:00Z');
  });
});
