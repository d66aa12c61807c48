import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { banks, payoutAccount } from '../../test/fixtures';
import { PayoutAccountCard } from './PayoutAccountCard';

const meta = {
  title: 'Cleaner/Earnings/Payout account',
  component: PayoutAccountCard,
  args: {
    account: payoutAccount(),
    loading: false,
    editing: false,
    onEdit: () => undefined,
    onCancelEdit: () => undefined,
    banks,
    banksLoading: false,
    banksError: null,
    saving: false,
    onSave: async () => null,
  },
} satisfies Meta<typeof PayoutAccountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {};
export const BeingReviewed: Story = { args: { account: payoutAccount({ status: 'pending_review' }) } };
export const NotApproved: Story = { args: { account: payoutAccount({ status: 'rejected', reviewNote: 'The account is a business account.' }) } };
export const NoAccountYet: Story = { args: { account: null } };
export const Changing: Story = { args: { editing: true } };
