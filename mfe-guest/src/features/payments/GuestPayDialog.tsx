// Pay now for a guest's booking. A guest has no account e-mail: the receipt goes to the one they give, prefilled
// from the booking's contact when it has one. On a refusal the dialog stays open with what was typed.
import { useState } from 'react';
import { errorMessage, isValidEmail, MESSAGES } from '@spotless/shared-data';
import { useBookingContactEmail, useStartPayment } from '@spotless/shared-data/money';
import { PayDialog, toast } from '@spotless/shared-ui';

/** Where Paystack sends a guest back: their My requests page, which handles the return. */
export const GUEST_RETURN_PATH = '/my-requests';

export interface GuestBookingToPay {
  id: string;
  services: readonly string[];
  price_kobo: number | null;
}

export interface GuestPayDialogProps {
  booking: GuestBookingToPay | null;
  /** An address typed before (a Try again after Paystack), used over the booking contact's. */
  rememberedEmail?: string | null;
  onClose: () => void;
  /** Leaves for the checkout (tests pass their own). */
  goTo?: (url: string) => void;
}

export function GuestPayDialog({ booking, rememberedEmail, onClose, goTo = (url) => window.location.assign(url) }: GuestPayDialogProps) {
  const contactEmail = useBookingContactEmail(booking?.id ?? null);
  const start = useStartPayment();
  const [emailError, setEmailError] = useState<string | null>(null);

  const pay = (email: string) => {
    if (!booking) return;
    if (!isValidEmail(email)) {
      setEmailError(MESSAGES.payments.invalidEmail);
      toast.error(MESSAGES.payments.invalidEmail);
      return;
    }
    setEmailError(null);
    start.mutate(
      { bookingId: booking.id, email, returnPath: GUEST_RETURN_PATH },
      {
        onSuccess: (checkout) => goTo(checkout.authorization_url),
        onError: (error) => {
          const text = errorMessage(error, MESSAGES.payments.startFailed);
          if (text === MESSAGES.payments.invalidEmail) setEmailError(text);
          toast.error(text);
        },
      },
    );
  };
  const busy = start.isPending || start.isSuccess;
  return (
    <PayDialog
      key={booking?.id ?? 'none'}
      open={booking !== null}
      amountKobo={booking?.price_kobo ?? 0}
      what={booking?.services.join(', ') ?? ''}
      defaultEmail={rememberedEmail ?? contactEmail.data ?? ''}
      emailRequired
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
