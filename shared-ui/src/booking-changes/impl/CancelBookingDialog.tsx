import { useState, type FormEvent } from 'react';
import { Button } from '../../button/Button';
import { TextAreaField } from '../../form/TextAreaField';
import { Modal } from '../../modal/Modal';
import { Text } from '../../typography/Text';
import { cancelOutcome, policySentences, type ChangeTerms } from '../change-texts';

/** Props of {@link CancelBookingDialog}. */
export interface CancelBookingDialogProps {
  open: boolean;
  /** What is being cancelled ("House Cleaning on 25 Nov 2026, 10:00–12:00"). */
  what: string;
  /** The database's terms for the caller (booking_change_quote); null while they load. */
  terms: ChangeTerms | null;
  /** Why the terms could not be loaded, if so. */
  termsError?: string | null;
  submitting?: boolean;
  /** Cancels with the optional reason (trimmed). */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Cancel a booking: the policy and exactly what cancelling now costs (fee kept, amount refunded) are stated before
 * the button, from the numbers the database computed. The button is offered only when the database allows it.
 */
export function CancelBookingDialog({ open, what, terms, termsError = null, submitting = false, onConfirm, onClose }: CancelBookingDialogProps) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason.trim());
  };
  const forCustomer = terms?.role === 'customer';
  return (
    <Modal open={open} title="Cancel this booking?" onClose={onClose}>
      <form noValidate onSubmit={submit} data-testid="cancel-booking-dialog">
        <Text>{what}</Text>
        {termsError ? (
          <Text tone="error">{termsError}</Text>
        ) : !terms ? (
          <Text tone="secondary">Checking the cancellation terms…</Text>
        ) : (
          <>
            <p data-testid="cancel-outcome" style={{ fontWeight: 600 }}>
              {cancelOutcome(terms)}
            </p>
            {forCustomer ? (
              <ul data-testid="cancel-policy" style={{ paddingLeft: 20, margin: '8px 0' }}>
                {policySentences(terms.policy).map((s) => (
                  <li key={s}>
                    <Text tone="secondary">{s}</Text>
                  </li>
                ))}
              </ul>
            ) : null}
            {terms.can_cancel ? (
              <TextAreaField
                label="Reason (optional)"
                rows={2}
                maxLength={300}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                data-testid="cancel-reason"
              />
            ) : null}
          </>
        )}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap', marginTop: 12 }}>
          <Button type="button" variant="secondary" onClick={onClose}>
            Keep booking
          </Button>
          {terms?.can_cancel ? (
            <Button type="submit" variant="danger" loading={submitting} loadingText="Cancelling…" data-testid="cancel-confirm">
              {terms.fee_kobo > 0 ? 'Cancel and pay the fee' : 'Cancel booking'}
            </Button>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
