import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { adminBid } from '../../test/fixtures';
import { BidsTableView } from './BidsTableView';

const noop = () => undefined;
const meta = {
  title: 'Admin/Activities/Bids',
  component: BidsTableView,
  args: {
    rows: [adminBid(), adminBid({ id: 'bid-2', cleaner_name: 'Tunde Bello', amount_kobo: 4_500_000, status: 'rejected' })],
    caption: 'Bids on guest requests',
    onAccept: noop,
    onReject: noop,
  },
} satisfies Meta<typeof BidsTableView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingAndRejected: Story = {};
export const Deciding: Story = { args: { busyBidId: 'bid-1' } };
export const Empty: Story = { args: { rows: [] } };
