// Pay now for one booking: asks (amount, receipt e-mail), opens Paystack's checkout and leaves for it. On a refusal
// the dialog stays open with what was typed and the function's message shows in a toast.
import { useState } from 'react';
import { errorMessage, isDataError, MESSAGES } from '@spotless/shared-data';
import { useStartPayment } from '@spotless/shared-data/money';
import { PayDialog, toast } from '@spotless/shared-ui';

/** The booking being paid: its id, what it is and its agreed price. */
export interface BookingToPay {
  id: string;
  services: readonly string[];
  price_kobo: number | null;
}

export interface PayNowDialogProps {
  /** The booking to pay; null keeps the dialog closed. */
  booking: BookingToPay | null;
  /** The account's e-mail, the receipt's default address. */
  defaultEmail: string | null | undefined;
  /** Where Paystack sends the customer back ('/client/payments/return'). */
  returnPath: string;
  onClose: () => void;
  /** Leaves for the checkout (tests and stories pass their own). */
  goTo?: (url: string) => void;
}

export function PayNowDialog({ booking, defaultEmail, returnPath, onClose, goTo = (url) => window.location.assign(url) }: PayNowDialogProps) {
  const start = useStartPayment();
  const [emailError, setEmailError] = useState<string | null>(null);

  const pay = (email: string) => {
    if (!booking) return;
    setEmailError(null);
    start.mutate(
      { bookingId: booking.id, email, returnPath },
      {
        onSuccess: (checkout) => goTo(checkout.authorization_url),
        onError: (error) => {
          const text = errorMessage(error, MESSAGES.payments.startFailed);
          if (isDataError(error) && text === MESSAGES.payments.invalidEmail) setEmailError(text);
          toast.error(text);
        },
      },
    );
  };
  // Leaving for Paystack takes a moment after success: keep the button busy until the page goes.
  const busy = start.isPending || start.isSuccess;
  return (
    <PayDialog
      key={booking?.id ?? 'none'}
      open={booking !== null}
      amountKobo={booking?.price_kobo ?? 0}
      what={booking?.services.join(', ') ?? ''}
      defaultEmail={defaultEmail}
      emailError={emailError}
      submitting={busy}
      onConfirm={pay}
      onClose={() => {
        if (busy) return;
        setEmailError(null);
        start.reset();
        onClose();
      }}
    />
  );
}
