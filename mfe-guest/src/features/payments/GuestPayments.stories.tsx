import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { payment } from '../../test/fixtures';
import { GuestReceiptDialog } from './GuestReceiptDialog';

const meta = {
  title: 'Guest/My requests/Payments',
  component: GuestReceiptDialog,
  args: { payment: payment(), onClose: () => undefined },
} satisfies Meta<typeof GuestReceiptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's receipt over My requests, printable on its own. */
export const Receipt: Story = {};
/** A receipt with part of the money back. */
export const ReceiptPartlyRefunded: Story = {
  args: {
    payment: payment({
      status: 'partially_refunded',
      refunded_kobo: 1_000_000,
      refunds: [{ id: 'r-1', amount_kobo: 1_000_000, status: 'processed', created_at: '2031-03-04T10:00:00Z', processed_at: '2031-03-04T12:00:00Z' }],
    }),
  },
};
/** Cancelling a paid booking: the guest is told it is refunded in full. */
