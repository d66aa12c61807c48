import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { adminBid, adminQuoteRequest } from '../../test/fixtures';
import { BidsTableView } from './BidsTableView';
import { QuoteRequestsPanel } from './QuoteRequestsPanel';

const noop = () => undefined;
const meta = {
  title: 'Admin/Activities/Quote requests',
  component: QuoteRequestsPanel,
  args: {
    rows: [adminQuoteRequest(), adminQuoteRequest({ id: 'q-2', bid_count: 0, status: 'awarded', contact: null })],
    caption: 'Guest quote requests',
    toggle: true,
    renderBids: () => <BidsTableView rows={[adminBid()]} caption="Bids for Deep Cleaning" onAccept={noop} onReject={noop} />,
  },
} satisfies Meta<typeof QuoteRequestsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GuestWithViewToggle: Story = {};
export const ClientRequests: Story = { args: { toggle: false } };
export const NoApprovedRequests: Story = { args: { rows: [], caption: 'Approved client requests', emptyText: 'No approved requests found.', toggle: false } };
export const Failed: Story = { args: { rows: [], error: new Error('Error fetching requests'), onRetry: noop } };
