import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../button/Button';
import { TextField } from '../../form/TextField';
import { Modal } from '../../modal/Modal';
import { formatNaira } from '../../money/format-naira';
import { Text } from '../../typography/Text';

/** Props of {@link PayDialog}. */
export interface PayDialogProps {
  open: boolean;
  /** The agreed price in kobo (the server charges the booking's own price; this only tells the customer). */
  amountKobo: number;
  /** What is being paid for, e.g. "House Cleaning, Window Cleaning". */
  what: string;
  /** The receipt's address to start from (the account's or the booking contact's). */
  defaultEmail?: string | null;
  /** Guests have no account e-mail to fall back on: they must type one. */
  emailRequired?: boolean;
  /** Shown under the e-mail field (the server's or the form's complaint about it). */
  emailError?: string | null;
  /** While the checkout is being opened. */
  submitting?: boolean;
  /** Called with the e-mail as typed (trimmed; empty when none). */
  onConfirm: (email: string) => void;
  onClose: () => void;
}

/**
 * Asks before sending the customer to Paystack: states the amount and where the receipt goes, with the e-mail
 * editable. The dialog keeps what was typed when the checkout fails to open, so the customer can try again.
 */
export function PayDialog({ open, amountKobo, what, defaultEmail, emailRequired, emailError, submitting, onConfirm, onClose }: PayDialogProps) {
  const [email, setEmail] = useState(defaultEmail ?? '');
  const [touched, setTouched] = useState(false);
  // The default may arrive after the dialog opened (the booking contact loads): take it unless the customer typed.
  useEffect(() => {
    if (!touched) setEmail(defaultEmail ?? '');
  }, [defaultEmail, touched]);

  const amount = formatNaira(amountKobo);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(email.trim());
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Pay for this booking"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" form="pay-dialog-form" loading={submitting} loadingText="Opening Paystack..." data-testid="pay-confirm">
            {`Pay ${amount}`}
          </Button>
        </>
      }
    >
      <form id="pay-dialog-form" onSubmit={submit} noValidate aria-label="Pay for this booking">
        <Text>
          You pay <strong data-testid="pay-amount">{amount}</strong> for {what}. Paystack opens next to take the payment by card,
          bank transfer or USSD.
        </Text>
        <TextField
          label="Send the receipt to"
          name="receipt_email"
          type="email"
          autoComplete="email"
          required={emailRequired}
          value={email}
          error={emailError ?? undefined}
          onChange={(e) => {
            setTouched(true);
            setEmail(e.target.value);
          }}
        />
      </form>
    </Modal>
  );
}
