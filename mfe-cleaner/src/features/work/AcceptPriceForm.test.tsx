import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCleaner } from '../../test/render';
import { booking } from '../../test/fixtures';
import { AcceptPriceForm, koboToNairaInput } from './AcceptPriceForm';

const setup = (b = booking(), commissionBps: number | null = 1500) => {
  const onAccept = jest.fn();
  renderCleaner(<AcceptPriceForm booking={b} commissionBps={commissionBps ?? undefined} onAccept={onAccept} onCancel={() => {}} />);
  return onAccept;
};

describe('AcceptPriceForm', () => {
  it('prefills the budget and previews the fee and what the cleaner receives', async () => {
    const onAccept = setup(booking({ budget_kobo: 3_000_000 }));
    expect(screen.getByLabelText(/Your price/)).toHaveValue('30000');
    expect(screen.getByTestId('accept-fee')).toHaveTextContent('₦4,500.00');
    expect(screen.getByTestId('accept-net')).toHaveTextContent('₦25,500.00');
    expect(screen.getByText(/Platform fee \(15%\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept booking' }));
    expect(onAccept).toHaveBeenCalledWith(3_000_000);
  });

  it('sends the changed price in kobo and previews it with half-up rounding', async () => {
    const onAccept = setup(booking({ budget_kobo: 3_000_000 }), 1250);
    const input = screen.getByLabelText(/Your price/);
    await userEvent.clear(input);
    await userEvent.type(input, '25,000.50');
    // 2,500,050 kobo × 12.5% = 312,506.25 → 312,506 kobo.
    expect(screen.getByTestId('accept-fee')).toHaveTextContent('₦3,125.06');
    expect(screen.getByTestId('accept-net')).toHaveTextContent('₦21,875.44');
    await userEvent.click(screen.getByRole('button', { name: 'Accept booking' }));
    expect(onAccept).toHaveBeenCalledWith(2_500_050);
  });

  it('asks for a price when the booking has no budget, and sends nothing until there is one', async () => {
    const onAccept = setup(booking({ budget_kobo: null }));
    expect(screen.getByLabelText(/Your price/)).toHaveValue('');
    expect(screen.queryByTestId('accept-price-preview')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept booking' }));
    expect(screen.getByText('Enter your price for this job to accept it.')).toBeInTheDocument();
    expect(onAccept).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Your price/), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Accept booking' }));
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('shows an awarded bid\'s price as fixed and keeps it', async () => {
    const onAccept = setup(booking({ price_kobo: 4_000_000, budget_kobo: 3_000_000 }));
    expect(screen.queryByLabelText(/Your price/)).not.toBeInTheDocument();
    expect(screen.getByText('₦40,000.00')).toBeInTheDocument();
    expect(screen.getByTestId('accept-net')).toHaveTextContent('₦34,000.00');
    await userEvent.click(screen.getByRole('button', { name: 'Accept booking' }));
    expect(onAccept).toHaveBeenCalledWith(undefined);
  });

  it('shows the price alone while the commission is unknown', () => {
    setup(booking(), null);
    expect(screen.queryByTestId('accept-fee')).not.toBeInTheDocument();
  });

  it('writes kobo as naira for the input', () => {
    expect(koboToNairaInput(3_000_000)).toBe('30000');
    expect(koboToNairaInput(2_500_050)).toBe('25000.50');
    expect(koboToNairaInput(2_500_005)).toBe('25000.05');
    expect(koboToNairaInput(null)).toBe('');
  });
});
