import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../button/Button';
import { PayDialog, PaymentReceipt, PaymentResultPanel, ReportProblemDialog } from './payment-parts';

const meta = {
  title: 'Payments/PayDialog',
  component: PayDialog,
  args: {
    open: true,
    amountKobo: 3_500_000,
    what: 'House Cleaning, Window Cleaning',
    defaultEmail: 'chiamaka@example.ng',
    onConfirm: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof PayDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pay now's question: amount and the receipt's e-mail, prefilled from the account. */
export const Confirm: Story = {};
/** A guest with no e-mail on the booking must type one; the server refused the last one. */
export const GuestEmailRefused: Story = {
  args: { defaultEmail: '', emailRequired: true, emailError: 'Enter a valid e-mail address for your receipt.' },
};
/** Waiting for Paystack's checkout to open. */
export const Opening: Story = { args: { submitting: true } };

const receipt = {
  reference: 'spl_4f1c2a9b0d3e5f6a7b8c9d0e',
  paidOn: '3 Mar 2031, 10:05 am',
  paidBy: 'chiamaka@example.ng',
  method: 'Card ending 4081',
  services: 'House Cleaning, Window Cleaning',
  bookingDate: '5 Mar 2031',
  cleaner: 'Adaeze Nwosu',
  amountKobo: 3_500_000,
  status: 'Paid',
  refunds: [],
};

/** A paid booking's receipt. */
export const Receipt: Story = { render: () => <PaymentReceipt {...receipt} onPrint={() => undefined} /> };
/** Part of the money went back. */
export const ReceiptPartlyRefunded: Story = {
  render: () => (
    <PaymentReceipt
      {...receipt}
      status="Partly refunded"
      refunds={[{ id: 'r-1', amountKobo: 1_000_000, status: 'Refunded', date: '6 Mar 2031' }]}
      onPrint={() => undefined}
    />
  ),
};
/** Back from Paystack: paid. */
export const ResultPaid: Story = {
  render: () => <PaymentResultPanel result="paid" amountKobo={3_500_000} reference={receipt.reference} actions={<Button>View receipt</Button>} />,
};
/** Back from Paystack: the bank declined. */
export const ResultFailed: Story = {
  render: () => <PaymentResultPanel result="failed" message="Declined" amountKobo={3_500_000} actions={<Button>Try again</Button>} />,
};
/** Back from Paystack: the transfer has not arrived yet. */
export const ResultPending: Story = {
  render: () => <PaymentResultPanel result="pending" actions={<Button variant="secondary">Check again</Button>} />,
};
/** A customer reports a problem with a job marked done; the reason is required. */
export const ReportProblem: Story = {
  render: () => (
    <ReportProblemDialog
      booking={{ id: 'b-1', services: ['House Cleaning', 'Window Cleaning'] }}
      maxLength={1000}
      validate={(reason) => (reason.trim() ? null : 'Describe the problem (up to 1000 characters).')}
      onReport={() => Promise.resolve(true)}
      onClose={() => undefined}
    />
  ),
};
