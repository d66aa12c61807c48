// Refund of a payment: an amount in naira (default and most: what is left of it) and a reason. onRefund resolves
// true once the refund is requested (the dialog closes); false keeps what was typed.
import { useState, type FormEvent } from 'react';
import { nairaToKobo } from '@spotless/shared-data/cleaner';
import { ADMIN_MONEY_TEXTS, refundableKobo, type AdminTransaction } from '@spotless/shared-data/money';
import { Button, formatNaira, Modal, Text, TextAreaField, TextField } from '@spotless/shared-ui';

const asNairaInput = (kobo: number) => (kobo % 100 ? (kobo / 100).toFixed(2) : String(kobo / 100));

export function RefundDialog({
  payment,
  busy = false,
  onRefund,
  onClose,
}: {
  payment: AdminTransaction | null;
  busy?: boolean;
  onRefund: (payment: AdminTransaction, amountKobo: number, reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  if (!payment) return null;
  return <RefundForm key={payment.id} payment={payment} busy={busy} onRefund={onRefund} onClose={onClose} />;
}

function RefundForm({ payment, busy, onRefund, onClose }: { payment: AdminTransaction; busy: boolean } & Pick<Parameters<typeof RefundDialog>[0], 'onRefund' | 'onClose'>) {
  const left = refundableKobo(payment);
  const [amount, setAmount] = useState(asNairaInput(left));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const kobo = nairaToKobo(amount);
    const next = {
      amount: kobo === null || kobo > left ? ADMIN_MONEY_TEXTS.refundAmountInvalid(formatNaira(left)) : undefined,
      reason: reason.trim() ? undefined : ADMIN_MONEY_TEXTS.refundReasonRequired,
    };
    setErrors(next);
    if (next.amount || next.reason || kobo === null) return;
    void onRefund(payment, kobo, reason.trim()).then((done) => done && onClose());
  };

  return (
    <Modal open title={`Refund ${payment.reference}`} onClose={onClose}>
      <form noValidate onSubmit={submit} data-testid="refund-dialog">
        <Text>
          Paid {formatNaira(payment.amount_kobo)}
          {payment.refunded_kobo > 0 ? `, ${formatNaira(payment.refunded_kobo)} already refunded` : ''}. Left to refund: {formatNaira(left)}.
        </Text>
        <TextField
          label="Amount (₦)"
          inputMode="decimal"
          required
          value={amount}
          error={errors.amount}
          onChange={(e) => setAmount(e.target.value)}
          data-testid="refund-amount"
        />
        <TextAreaField label="Reason" required value={reason} error={errors.reason} maxLength={300} onChange={(e) => setReason(e.target.value)} data-testid="refund-reason" />
        <Text size="sm" tone="secondary">
          The customer is told. The cleaner’s payout shrinks by the same amount, or is cancelled for a full refund.
        </Text>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 12 }}>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={busy} loadingText="Refunding…" data-testid="refund-submit">
            Refund
          </Button>
        </div>
      </form>
    </Modal>
  );
}
