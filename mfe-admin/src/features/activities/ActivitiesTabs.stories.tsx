import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { adminBid, adminBooking, adminQuoteRequest } from '../../test/fixtures';
import { ActivitiesTabs, type ActivitySection } from './ActivitiesTabs';
import { BidsTableView } from './BidsTableView';
import { BookingsTable } from './BookingsTable';
import { QuoteRequestsPanel } from './QuoteRequestsPanel';

const noop = () => undefined;
const bids = <BidsTableView rows={[adminBid(), adminBid({ id: 'bid-2', cleaner_name: 'Tunde Bello', status: 'rejected' })]} caption="Bids" onAccept={noop} onReject={noop} />;

function samplePanel(section: ActivitySection) {
  switch (section) {
    case 'guest-bookings':
    case 'client-bookings':
      return <BookingsTable rows={[adminBooking()]} caption="Bookings" cleaners={[{ value: 'c-1', label: 'Adaeze Nwosu' }]} onAssign={noop} />;
    case 'guest-bids':
      return bids;
    default:
      return <QuoteRequestsPanel rows={[adminQuoteRequest()]} caption="Requests" toggle={section === 'guest-quotes'} renderBids={() => bids} />;
  }
}

const meta = {
  title: 'Admin/Activities/Tabs',
  component: ActivitiesTabs,
  args: { section: 'approved-quotes', onSection: noop, renderPanel: samplePanel },
} satisfies Meta<typeof ActivitiesTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ApprovedRfqsByDefault: Story = {};
export const GuestQuoteRequests: Story = { args: { section: 'guest-quotes' } };
export const ManageBids: Story = { args: { section: 'guest-bids' } };
export const GuestBooking: Story = { args: { section: 'guest-bookings' } };
