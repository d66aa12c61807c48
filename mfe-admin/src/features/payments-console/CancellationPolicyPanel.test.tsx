import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../test/render';
import { CancellationPolicyPanel } from './CancellationPolicyPanel';

const policy = { free_cancel_hours: 24, late_fee_kind: 'percent' as const, late_fee_percent: 20, late_fee_kobo: 200000, reschedule_min_hours: 12, reschedule_limit: 2 };

describe('CancellationPolicyPanel', () => {
  it('previews what customers read and saves a fixed fee in kobo', async () => {
    const onSave = jest.fn();
    renderAdmin(<CancellationPolicyPanel policy={policy} onSave={onSave} />);
    expect(screen.getByTestId('policy-preview')).toHaveTextContent('a fee of 20% of the price is kept');
    await userEvent.click(screen.getByLabelText('Fixed amount'));
    const fee = screen.getByLabelText('Late fee (₦)');
    await userEvent.clear(fee);
    await userEvent.type(fee, '3500');
    expect(screen.getByTestId('policy-preview')).toHaveTextContent('a fee of ₦3,500.00 is kept');
    await userEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(onSave).toHaveBeenCalledWith({ ...policy, late_fee_kind: 'fixed', late_fee_kobo: 350000 });
  });

  it('refuses hours out of bounds without saving', async () => {
    const onSave = jest.fn();
    renderAdmin(<CancellationPolicyPanel policy={policy} onSave={onSave} />);
    const hours = screen.getByLabelText('Free cancellation until (hours before the start)');
    await userEvent.clear(hours);
    await userEvent.type(hours, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(screen.getByText('Hours must be whole numbers from 0 to 168.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
