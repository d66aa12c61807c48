import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { bid, quoteRequest } from '../../test/fixtures';
import { ApprovedTable, approvedRows, RequestList } from './QuoteLists';

const noop = () => undefined;
const meta = {
  title: 'Client/Quotes/Your Requests and Bids',
  component: RequestList,
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
  args: { requests: [quoteRequest()], busyBidId: null, onApprove: noop, onReject: noop, onDetails: noop, onDelete: noop },
} satisfies Meta<typeof RequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenWithBids: Story = {};
export const Approving: Story = { args: { busyBidId: 'bid-1' } };
export const NoBids: Story = { args: { requests: [quoteRequest({ bids: [] })] } };
export const Empty: Story = { args: { requests: [] } };
const awarded = quoteRequest({ status: 'awarded', awarded_bid_id: 'bid-1', bids: [bid({ status: 'accepted' }), bid({ id: 'bid-2', status: 'rejected', amount_kobo: 4_500_000 })] });
export const Approved: Story = { args: { requests: [awarded] } };
export const ApprovedTableWithContact: StoryObj<typeof ApprovedTable> = {
  render: () => <ApprovedTable rows={approvedRows([awarded], [{ id: 'c-1', full_name: 'Adaeze Nwosu', email: 'ada@example.ng', phone: '+2348031112222' }])} />,
};
export const ApprovedTableEmpty: StoryObj<typeof ApprovedTable> = { render: () => <ApprovedTable rows={[]} /> };
