// Paying as a client: the money columns of bookings and Payment History, Pay now's dialog (with no server behind
// it, so its failure path is the real one), and the return and receipt pages before anything is known.
jest.setTimeout(30_000);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@spotless/shared-ui/router';
import { Toaster } from '@spotless/shared-ui';
import { MESSAGES } from '@spotless/shared-data';
import { renderClient } from '../../test/render';
import { clientBooking, payment } from '../../test/fixtures';
import { signedInClient, signedOut, startNoServer } from '../../test/no-server';
import { MyBookingsTable } from '../booking-center/MyBookingsTable';
import { PaymentsTable } from './PaymentsTable';
import { PayNowDialog } from './PayNowDialog';
import PaymentReceiptPage from './PaymentReceiptPage';
import PaymentReturnPage from './PaymentReturnPage';

const SLOW = { timeout: 15_000 };
let server: Awaited<ReturnType<typeof startNoServer>>;
beforeAll(async () => {
  server = await startNoServer();
});
afterAll(() => server.stop());
beforeEach(() => {
  jest.clearAllMocks();
  signedOut();
});

describe('My Cleaners Bookings: money', () => {
  it('shows the payment state and offers Pay now only for an accepted, priced, unpaid booking', async () => {
    const onPay = jest.fn();
    renderClient(
      <MyBookingsTable
        bookings={[
          clientBooking({ id: 'b-1', status: 'accepted', price_kobo: 3_500_000 }),
          clientBooking({ id: 'b-2', status: 'accepted', price_kobo: 3_500_000, payment_status: 'paid' }),
          clientBooking({ id: 'b-3', status: 'pending' }),
          clientBooking({ id: 'b-4', status: 'completed', price_kobo: 2_000_000, payment_status: 'partially_refunded' }),
        ]}
        onPay={onPay}
        onCancel={jest.fn()}
      />,
    );
    const rows = await screen.findAllByTestId('booking-row', {}, SLOW);
    expect(rows.map((row) => within(row).getByTestId('booking-payment').textContent)).toEqual(['Unpaid', 'Paid', 'Unpaid', 'Partly refunded']);
    const payButtons = screen.getAllByTestId('pay-now');
    expect(payButtons).toHaveLength(1);
    expect(within(rows[0]!).getByTestId('pay-now')).toHaveAccessibleName('Pay now for House Cleaning, Window Cleaning');
    await userEvent.click(payButtons[0]!);
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ id: 'b-1' }));
  });

  it('offers Cancel booking before the job only (pending, accepted — paid or not)', async () => {
    const onCancel = jest.fn();
    renderClient(
      <MyBookingsTable
        bookings={[
          clientBooking({ id: 'b-1', status: 'pending' }),
          clientBooking({ id: 'b-2', status: 'accepted', price_kobo: 1, payment_status: 'paid' }),
          clientBooking({ id: 'b-3', status: 'awaiting_confirmation' }),
          clientBooking({ id: 'b-4', status: 'cancelled' }),
        ]}
        onCancel={onCancel}
      />,
    );
    const rows = await screen.findAllByTestId('booking-row', {}, SLOW);
    expect(rows.map((row) => within(row).queryByRole('button', { name: /^Cancel booking/ }) !== null)).toEqual([true, true, false, false]);
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /^Cancel booking/ }));
    expect(onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 'b-2', payment_status: 'paid' }));
  });
});

describe('Payment History', () => {
  it('shows method, reference, status, refunds and a receipt link once money arrived', async () => {
    renderClient(
      <PaymentsTable
        payments={[
          payment({ id: 'p-1', method: 'card', status: 'partially_refunded', reference: 'spl_one', refunds: [{ id: 'r-1', amount_kobo: 1_000_000, status: 'processing', created_at: '2025-06-01T10:00:00Z', processed_at: null }] }),
          payment({ id: 'p-2', method: null, status: 'pending', reference: 'spl_two', paid_at: null }),
        ]}
        receiptHref={(p) => `/client/payments/${p.id}/receipt`}
      />,
    );
    const rows = await screen.findAllByTestId('payment-row', {}, SLOW);
    expect(rows[0]).toHaveTextContent('Card');
    expect(rows[0]).toHaveTextContent('spl_one');
    expect(rows[0]).toHaveTextContent('Partly refunded');
    expect(within(rows[0]!).getByTestId('payment-refunds')).toHaveTextContent('₦10,000.00 · On the way');
    expect(within(rows[0]!).getByTestId('receipt-link')).toHaveAttribute('href', '/client/payments/p-1/receipt');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(within(rows[1]!).queryByTestId('receipt-link')).not.toBeInTheDocument();
  });
});

describe('PayNowDialog', () => {
  const booking = { id: '7d0c8a8e-2f4e-4a57-9d61-1f7f3f0b9c11', services: ['House Cleaning'], price_kobo: 3_500_000 };

  it('asks for the payment of the agreed price; a refusal shows in a toast and keeps the typed e-mail', async () => {
    const goTo = jest.fn();
    renderClient(
      <>
        <PayNowDialog booking={booking} defaultEmail="chiamaka@example.ng" returnPath="/client/payments/return" onClose={jest.fn()} goTo={goTo} />
        <Toaster />
      </>,
    );
    const field = await screen.findByLabelText('Send the receipt to');
    expect(field).toHaveValue('chiamaka@example.ng');
    await userEvent.clear(field);
    await userEvent.type(field, 'receipts@example.ng');
    await userEvent.click(screen.getByTestId('pay-confirm'));
    await waitFor(() => expect(server.invoke).toHaveBeenCalled());
    expect(server.invoke).toHaveBeenCalledWith('payments/initialize', expect.objectContaining({
      body: { booking_id: booking.id, email: 'receipts@example.ng', return_path: '/client/payments/return' },
    }));
    expect(await screen.findByText(MESSAGES.payments.startFailed, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Send the receipt to')).toHaveValue('receipts@example.ng');
    expect(screen.getByTestId('pay-confirm')).toBeEnabled();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail at the field, without calling the server', async () => {
    renderClient(
      <>
        <PayNowDialog booking={booking} defaultEmail="" returnPath="/client/payments/return" onClose={jest.fn()} goTo={jest.fn()} />
        <Toaster />
      </>,
    );
    await userEvent.type(await screen.findByLabelText('Send the receipt to'), 'chi@');
    await userEvent.click(screen.getByTestId('pay-confirm'));
    expect(await screen.findByLabelText('Send the receipt to')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(MESSAGES.payments.invalidEmail).length).toBeGreaterThan(0);
    expect(server.invoke).not.toHaveBeenCalled();
  });
});

describe('the return from Paystack', () => {
  function renderReturn(search: string) {
    return renderClient(
      <Routes>
        <Route path="/client/payments/return" element={<PaymentReturnPage basePath="/client" />} />
      </Routes>,
      { route: `/client/payments/return${search}` },
    );
  }

  it('Cancel on the checkout says Cancelled without asking the server', async () => {
    signedInClient();
    renderReturn('?cancelled=1');
    expect(await screen.findByTestId('payment-result-heading')).toHaveTextContent('Cancelled');
    expect(server.invoke).not.toHaveBeenCalled();
  });

  it('waits for the session before checking the reference', async () => {
    renderReturn('?trxref=spl_abc&reference=spl_abc');
    expect(await screen.findByTestId('payment-result-heading')).toHaveTextContent('Checking your payment...');
    expect(server.invoke).not.toHaveBeenCalled();
  });

  it('a failed check shows why, with Retry', async () => {
    signedInClient();
    renderReturn('?trxref=spl_abc&reference=spl_abc');
    expect(await screen.findByText(MESSAGES.payments.verifyFailed, {}, SLOW)).toBeInTheDocument();
    expect(server.invoke).toHaveBeenCalledWith('payments/verify', expect.objectContaining({ body: { reference: 'spl_abc' } }));
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('a page without a return says there is nothing to check', async () => {
    signedInClient();
    renderReturn('');
    expect(await screen.findByText('There is no payment to check here.')).toBeInTheDocument();
  });
});

it('a receipt link for a payment that is not there says Receipt not found.', async () => {
  signedInClient();
  renderClient(
    <Routes>
      <Route path="/client/payments/:paymentId/receipt" element={<PaymentReceiptPage basePath="/client" />} />
    </Routes>,
    { route: '/client/payments/not-a-payment/receipt' },
  );
  expect(await screen.findByText(MESSAGES.payments.receiptNotFound)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
});
