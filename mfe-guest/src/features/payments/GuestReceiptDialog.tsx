// A guest's receipt, opened from their booking on My requests: guests have no dashboard, so it opens over the page
// and prints on its own (the receipt's print rules hide the page and the dialog's frame).
import { receiptFacts, type ClientPayment } from '@spotless/shared-data/money';
import { Button, Modal, PaymentReceipt } from '@spotless/shared-ui';

export interface GuestReceiptDialogProps {
  payment: ClientPayment | null;
  onClose: () => void;
}

export function GuestReceiptDialog({ payment, onClose }: GuestReceiptDialogProps) {
  return (
    <Modal open={payment !== null} onClose={onClose} title="Receipt" width={680}>
      {payment ? (
        <PaymentReceipt
          {...receiptFacts(payment)}
          actions={
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          }
        />
      ) : null}
    </Modal>
  );
}
