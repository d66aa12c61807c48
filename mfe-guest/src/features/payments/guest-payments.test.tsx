// Paying as a guest on My requests: the booking's money and actions, Pay now (the e-mail is required; with no server
// behind it, its failure path is the real one), the return from Paystack (shown, then the query string cleared),
// the receipt and the cancel question.
jest.setTimeout(30_000);

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@spotless/shared-ui/router';
import { Toaster } from '@spotless/shared-ui';
import { getSupabase, MESSAGES, useAuth } from '@spotless/shared-data';
import { renderGuest } from '../../test/render';
import { booking, payment } from '../../test/fixtures';
import { watchSupabase, type SupabaseWatch } from '../../test/watch-supabase';
import { BookingList } from '../my-requests/RequestLists';
import { GuestPayDialog } from './GuestPayDialog';
import { GuestPaymentReturn } from './GuestPaymentReturn';
import { GuestReceiptDialog } from './GuestReceiptDialog';

let supabase: SupabaseWatch;
let invoke: jest.SpyInstance;
beforeAll(async () => {
  supabase = await watchSupabase();
  const client = await getSupabase();
  // supabase-js builds a new functions client on every access: watch the method they all share.
  invoke = jest.spyOn(Object.getPrototypeOf(client.functions) as { invoke: () => unknown }, 'invoke');
});
afterAll(() => supabase.stop());
beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  useAuth.setState({ ...useAuth.getInitialState(), status: 'signed-out' });
});

const accepted = booking({ id: '7d0c8a8e-2f4e-4a57-9d61-1f7f3f0b9c11', status: 'accepted', price_kobo: 3_500_000, cleaner_id: 'c-1' });

describe('BookingList: money', () => {
  it('shows Unpaid/Paid, Pay now for an accepted priced unpaid booking, Receipt where there is one, Cancel before the job', async () => {
    const onPay = jest.fn();
    const onReceipt = jest.fn();
    renderGuest(
      <BookingList
        bookings={[accepted, booking({ id: 'b-2', status: 'accepted', price_kobo: 2_000_000, payment_status: 'paid' }), booking({ id: 'b-3', status: 'completed', price_kobo: 1, payment_status: 'refunded' })]}
        onPay={onPay}
        onCancel={jest.fn()}
        onReceipt={onReceipt}
        receiptFor={(id) => id !== accepted.id}
      />,
    );
    const cards = screen.getAllByTestId('booking');
    expect(cards.map((c) => within(c).getByTestId('booking-payment').textContent)).toEqual(['Unpaid', 'Paid', 'Refunded']);
    expect(screen.getAllByTestId('pay-now')).toHaveLength(1);
    expect(cards.map((c) => within(c).queryByRole('button', { name: /^Cancel booking/ }) !== null)).toEqual([true, true, false]);
    await userEvent.click(within(cards[0]!).getByTestId('pay-now'));
    expect(onPay).toHaveBeenCalledWith(accepted);
    await userEvent.click(within(cards[1]!).getByTestId('receipt-button'));
    expect(onReceipt).toHaveBeenCalledWith('b-2');
  });
});

describe('GuestPayDialog', () => {
  it('needs an e-mail for the receipt: an empty one is refused without calling the server', async () => {
    renderGuest(
      <>
        <GuestPayDialog booking={accepted} onClose={jest.fn()} goTo={jest.fn()} />
        <Toaster />
      </>,
    );
    await userEvent.click(await screen.findByTestId('pay-confirm'));
    expect(screen.getByLabelText(/Send the receipt to/)).toHaveAttribute('aria-invalid', 'true');
    expect(invoke).not.toHaveBeenCalled();
  });

  it('sends the guest back to My requests; a failure shows in a toast and keeps the typed e-mail', async () => {
    const goTo = jest.fn();
    renderGuest(
      <>
        <GuestPayDialog booking={accepted} rememberedEmail="ngozi@example.ng" onClose={jest.fn()} goTo={goTo} />
        <Toaster />
      </>,
    );
    expect(await screen.findByLabelText(/Send the receipt to/)).toHaveValue('ngozi@example.ng');
    await userEvent.click(screen.getByTestId('pay-confirm'));
    await waitFor(() => expect(invoke).toHaveBeenCalled());
    expect(invoke).toHaveBeenCalledWith('payments/initialize', expect.objectContaining({
      body: { booking_id: accepted.id, email: 'ngozi@example.ng', return_path: '/my-requests' },
    }));
    expect(await screen.findByText(MESSAGES.payments.startFailed, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/Send the receipt to/)).toHaveValue('ngozi@example.ng');
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('GuestPaymentReturn', () => {
  function Where() {
    const location = useLocation();
    return <output data-testid="where">{location.pathname + location.search}</output>;
  }
  function renderReturn(search: string, onPayAgain = jest.fn()) {
    renderGuest(
      <Routes>
        <Route
          path="/my-requests"
          element={
            <>
              <GuestPaymentReturn bookings={[accepted]} payments={[]} onPayAgain={onPayAgain} onShowReceipt={jest.fn()} />
              <Where />
            </>
          }
        />
      </Routes>,
      { route: `/my-requests${search}` },
    );
    return onPayAgain;
  }

  it('after Cancel on the checkout: Cancelled, Try again for the booking this tab was paying, and the URL is cleared', async () => {
    sessionStorage.setItem('spotless.payments.checkout', JSON.stringify({ bookingId: accepted.id, email: 'ngozi@example.ng', reference: 'spl_abc' }));
    useAuth.setState({ status: 'signed-in', isAnonymous: true });
    const onPayAgain = renderReturn('?cancelled=1');
    expect(await screen.findByTestId('payment-result-heading')).toHaveTextContent('Cancelled');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/my-requests$/));
    expect(screen.getByTestId('payment-result-heading')).toHaveTextContent('Cancelled');
    await userEvent.click(screen.getByTestId('pay-again'));
    expect(onPayAgain).toHaveBeenCalledWith(accepted, 'ngozi@example.ng');
    expect(invoke).not.toHaveBeenCalled();
  });

  it('checks a reference once the session is back, and keeps the URL until it knows', async () => {
    useAuth.setState({ status: 'loading' });
    renderReturn('?trxref=spl_abc&reference=spl_abc');
    expect(await screen.findByTestId('payment-result-heading')).toHaveTextContent('Checking your payment...');
    expect(screen.getByTestId('where')).toHaveTextContent('/my-requests?trxref=spl_abc&reference=spl_abc');
    expect(invoke).not.toHaveBeenCalled();
  });

  it('a check that fails shows why with Retry, and the URL is cleared', async () => {
    useAuth.setState({ status: 'signed-in', isAnonymous: true });
    renderReturn('?trxref=spl_abc&reference=spl_abc');
    expect(await screen.findByText(MESSAGES.payments.verifyFailed, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith('payments/verify', expect.objectContaining({ body: { reference: 'spl_abc' } }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/my-requests$/));
  });

  it('shows nothing to a visitor without a session (the payment is not theirs to check)', () => {
    renderReturn('?trxref=spl_abc&reference=spl_abc');
    expect(screen.queryByTestId('payment-result')).not.toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('shows nothing on an ordinary visit', () => {
    renderReturn('');
    expect(screen.queryByTestId('payment-result')).not.toBeInTheDocument();
  });
});

it('the receipt opens over the page with Print', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  renderGuest(<GuestReceiptDialog payment={payment()} onClose={jest.fn()} />);
  const dialog = screen.getByRole('dialog', { name: 'Receipt' });
  expect(await within(dialog).findByTestId('receipt-number')).toHaveTextContent('spl_4f1c2a9b0d3e5f6a7b8c9d0e');
  expect(within(dialog).getByTestId('receipt')).toHaveTextContent('Card ending 4081');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalled();
  print.mockRestore();
});

