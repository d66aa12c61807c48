// Asks before a guest cancels a booking; a paid one is refunded in full, and the dialog says so. Built on the light
// Modal: My requests is a public page and loads no antd.
import { Button, Modal, Text } from '@spotless/shared-ui';

export interface CancelBookingDialogProps {
  /** The booking to cancel; null keeps the dialog closed. */
  booking: { services: readonly string[]; payment_status: string } | null;
  cancelling?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function CancelBookingDialog({ booking, cancelling, onConfirm, onClose }: CancelBookingDialogProps) {
  const paid = booking !== null && booking.payment_status !== 'unpaid';
  return (
    <Modal
      open={booking !== null}
      onClose={onClose}
      title="Cancel this booking?"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={cancelling}>
            Keep booking
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={cancelling} data-testid="cancel-booking-confirm">
            Cancel booking
          </Button>
        </>
      }
    >
      <Text>
        {booking?.services.join(', ')}: the cleaner is told.{' '}
        {paid ? 'What you paid is refunded in full.' : 'This cannot be undone.'}
      </Text>
    </Modal>
  );
}
