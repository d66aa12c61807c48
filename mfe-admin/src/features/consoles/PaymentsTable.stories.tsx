import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { adminPayment } from '../../test/fixtures';
import { PaymentsTable } from './PaymentsTable';

const meta = {
  title: 'Admin/Consoles/Payments',
  component: PaymentsTable,
  args: { rows: [adminPayment(), adminPayment({ id: 'p-2', status: 'pending', paid_at: null, amount_kobo: 1_250_050, reference: 'PAY-002', client_name: 'Emeka Eze' })] },
} satisfies Meta<typeof PaymentsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompletedAndPending: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], loading: true } };
export const Failed: Story = { args: { rows: [], error: new Error('Error fetching payments data'), onRetry: () => undefined } };
