import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { payout } from '../../test/fixtures';
import { PayoutsTable } from './PayoutsTable';

const meta = {
  title: 'Cleaner/Earnings/Payouts',
  component: PayoutsTable,
  args: {
    loading: false,
    error: null,
    onRetry: () => undefined,
    payouts: [
      payout(),
      payout({ id: 'po-2', status: 'queued', waitingReason: 'account_in_review' }),
      payout({ id: 'po-3', status: 'paid', paidAt: '2025-06-25T09:00:00Z', transferReference: 'spo_0123456789abcdef01234567_1' }),
      payout({ id: 'po-4', status: 'failed', failureReason: 'Account number is invalid' }),
    ],
  },
} satisfies Meta<typeof PayoutsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EachStatus: Story = {};
export const NoPayouts: Story = { args: { payouts: [] } };
export const Failed: Story = { args: { payouts: [], error: new Error('Could not load your payouts.') } };
