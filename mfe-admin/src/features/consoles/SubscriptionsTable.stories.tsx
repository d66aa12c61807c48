import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { adminSubscription } from '../../test/fixtures';
import { SubscriptionsTable } from './SubscriptionsTable';

const meta = {
  title: 'Admin/Consoles/Subscriptions',
  component: SubscriptionsTable,
  args: { rows: [adminSubscription(), adminSubscription({ id: 'sub-2', subscription_type: 'premium', client_name: 'Emeka Eze', client_email: 'emeka@example.ng' })], onUpgrade: () => undefined },
} satisfies Meta<typeof SubscriptionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StandardAndPremium: Story = {};
export const Empty: Story = { args: { rows: [] } };
