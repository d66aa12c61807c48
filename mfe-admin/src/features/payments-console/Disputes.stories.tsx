import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { openDispute } from '../../test/fixtures';
import { DisputesTable, ResolveDisputeDialog } from './DisputesTable';

const meta = { title: 'Admin/Payments console/Disputes', component: DisputesTable } satisfies Meta<typeof DisputesTable>;

export default meta;
type Story = StoryObj;

const yes = () => Promise.resolve(true);

export const Open: Story = {
  render: () => (
    <DisputesTable
      rows={[openDispute(), openDispute({ booking_id: 'b-2', customer_kind: 'guest', customer_name: 'Kemi Guest', paid_kobo: 600_000, dispute_reason: 'Two windows were skipped.' })]}
      onResolve={yes}
    />
  ),
};
export const Empty: Story = { render: () => <DisputesTable rows={[]} onResolve={yes} /> };
export const ConfirmRefund: Story = { render: () => <ResolveDisputeDialog dispute={openDispute()} outcome="refund" onResolve={yes} onClose={() => undefined} /> };
