import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Data display/StatusBadge',
  component: StatusBadge,
  args: { status: 'Accepted' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Green: Accepted/accepted/completed/verified/active. */
export const Accepted: Story = {};
/** Red: Rejected/rejected. */
export const Rejected: Story = { args: { status: 'rejected' } };
/** Anything else is pending yellow. */
export const Pending: Story = { args: { status: 'pending' } };
/** All spec statuses side by side. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {['Accepted', 'accepted', 'completed', 'verified', 'active', 'Rejected', 'rejected', 'pending', 'open', 'Pending'].map((s, i) => (
        <StatusBadge key={i} status={s} />
      ))}
    </div>
  ),
};
