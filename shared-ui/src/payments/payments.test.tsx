import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../test/render-with-theme';
import { PayDialog, PaymentReceipt, PaymentResultPanel, ReportProblemDialog, type PayDialogProps } from './payment-parts';

function Dialog(props: Partial<PayDialogProps>) {
  return <PayDialog open amountKobo={3_500_000} what="House Cleaning" onConfirm={() => undefined} onClose={() => undefined} {...props} />;
}

describe('PayDialog', () => {
  it('states the amount and sends the receipt e-mail as typed', async () => {
    const onConfirm = jest.fn();
    renderWithTheme(<Dialog defaultEmail="chi@example.ng" onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog', { name: 'Pay for this booking' });
    expect(within(dialog).getByTestId('pay-amount')).toHaveTextContent('₦35,000');
    const field = within(dialog).getByLabelText('Send the receipt to');
    expect(field).toHaveValue('chi@example.ng');
    await userEvent.clear(field);
    await userEvent.type(field, ' other@example.ng ');
    await userEvent.click(screen.getByTestId('pay-confirm'));
    expect(onConfirm).toHaveBeenCalledWith('other@example.ng');
    expect(screen.getByTestId('pay-confirm')).toHaveTextContent('Pay ₦35,000.00');
  });

  it('takes a default that arrives later, but never over what the customer typed', async () => {
    function Later() {
      const [email, setEmail] = useState<string | null>(null);
      return (
        <>
          <button type="button" onClick={() => setEmail('contact@example.ng')}>
            load
          </button>
          <Dialog defaultEmail={email} />
        </>
      );
    }
    const { unmount } = renderWithTheme(<Later />);
    await screen.findByLabelText('Send the receipt to');
    fireEvent.click(screen.getByText('load'));
    expect(screen.getByLabelText('Send the receipt to')).toHaveValue('contact@example.ng');
    unmount();

    renderWithTheme(<Later />);
    await userEvent.type(await screen.findByLabelText('Send the receipt to'), 'me@example.ng');
    fireEvent.click(screen.getByText('load'));
    expect(screen.getByLabelText('Send the receipt to')).toHaveValue('me@example.ng');
  });

  it('shows the e-mail complaint and keeps the typed address while opening', async () => {
    renderWithTheme(<Dialog defaultEmail="bad@" emailRequired emailError="Enter a valid e-mail address for your receipt." submitting />);
    const field = await screen.findByLabelText(/Send the receipt to/);
    expect(field).toHaveValue('bad@');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid e-mail address for your receipt.')).toBeInTheDocument();
    expect(screen.getByTestId('pay-confirm')).toBeDisabled();
  });
});

describe('PaymentReceipt', () => {
  const facts = {
    reference: 'spl_abc',
    paidOn: '3 Mar 2031',
    paidBy: 'chi@example.ng',
    method: 'Card ending 4081',
    services: 'House Cleaning',
    bookingDate: '5 Mar 2031',
    cleaner: 'Adaeze Nwosu',
    amountKobo: 3_500_000,
    status: 'Partly refunded',
    refunds: [{ id: 'r-1', amountKobo: 1_000_000, status: 'Refunded', date: '6 Mar 2031' }],
  };

  it('prints the receipt facts and refunds, and Print calls window.print by default', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithTheme(<PaymentReceipt {...facts} />);
    const receipt = await screen.findByTestId('receipt');
    expect(within(receipt).getByText('Spotless NG')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-number')).toHaveTextContent('spl_abc');
    expect(receipt).toHaveTextContent('Card ending 4081');
    expect(receipt).toHaveTextContent('House Cleaning, 5 Mar 2031');
    expect(receipt).toHaveTextContent('Adaeze Nwosu');
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('₦35,000');
    expect(screen.getByTestId('receipt-refund')).toHaveTextContent('−₦10,000.00 · Refunded');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('hides everything but the receipt on paper', async () => {
    renderWithTheme(<PaymentReceipt {...facts} refunds={[]} paidBy={null} cleaner={null} />);
    const css = (await screen.findByTestId('receipt-print-css')).textContent ?? '';
    expect(css).toMatch(/@media print/);
    expect(css).toMatch(/body \*\s*\{\s*visibility:\s*hidden/);
    expect(screen.queryByText('Paid by')).not.toBeInTheDocument();
    expect(screen.queryByTestId('receipt-refund')).not.toBeInTheDocument();
  });
});

it('nothing of the dialog is fetched or shown while it is closed', () => {
  renderWithTheme(<Dialog open={false} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

describe('PaymentResultPanel', () => {
  it.each([
    ['paid', 'Paid'],
    ['failed', 'Payment failed'],
    ['cancelled', 'Cancelled'],
    ['pending', 'Still waiting for your bank'],
  ] as const)('%s reads "%s"', async (result, heading) => {
    renderWithTheme(<PaymentResultPanel result={result} amountKobo={3_500_000} reference="spl_abc" />);
    expect(await screen.findByTestId('payment-result-heading')).toHaveTextContent(heading);
    expect(screen.getByTestId('payment-result')).toHaveTextContent('₦35,000.00 · Reference spl_abc');
  });
});

describe('ReportProblemDialog', () => {
  it("shows the caller's rule's complaint and sends nothing; a valid reason goes trimmed and closes", async () => {
    const onReport = jest.fn().mockResolvedValue(true);
    const onClose = jest.fn();
    renderWithTheme(
      <ReportProblemDialog
        booking={{ id: 'b-9', services: ['Deep Cleaning'] }}
        maxLength={20}
        validate={(reason) => (reason.trim().length >= 3 ? null : 'Say more.')}
        onReport={onReport}
        onClose={onClose}
      />,
    );
    const field = await screen.findByLabelText(/What went wrong\?/);
    expect(field).toHaveAttribute('maxlength', '20');
    await userEvent.type(field, 'no');
    await userEvent.click(screen.getByTestId('report-problem-submit'));
    expect(await screen.findByText('Say more.')).toBeInTheDocument();
    expect(onReport).not.toHaveBeenCalled();
    await userEvent.type(field, ' mop ');
    await userEvent.click(screen.getByTestId('report-problem-submit'));
    expect(onReport).toHaveBeenCalledWith('b-9', 'no mop');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
