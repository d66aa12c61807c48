import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { booking, quoteRequest } from '../../test/fixtures';
import { BookingList, QuoteRequestList } from './RequestLists';
import { RequestSection } from './RequestSections';

const meta = {
  title: 'Guest/My requests/Paged section',
  component: RequestSection,
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
  args: {
    id: 'quote-requests-heading',
    title: 'Quote requests',
    pagerLabel: 'Quote requests',
    data: { rows: [], total: 45, page: 2, pageSize: 20 },
    busy: false,
    onPage: () => undefined,
    children: <QuoteRequestList requests={[quoteRequest()]} acceptingBidId={null} onAccept={() => undefined} />,
  },
} satisfies Meta<typeof RequestSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The second page of 45 requests: "21–40 of 45" with Previous and Next. */
export const MiddlePage: Story = {};
/** The last page of the bookings while the next one loads: the buttons wait. */
export const LastPageBusy: Story = {
  args: {
    title: 'Bookings',
    pagerLabel: 'Bookings',
    data: { rows: [], total: 21, page: 2, pageSize: 20 },
    busy: true,
    children: <BookingList bookings={[booking()]} />,
  },
};
/** No rows: the list's own empty text, and no pager. */
export const Empty: Story = { args: { data: { rows: [], total: 0, page: 1, pageSize: 20 }, children: <QuoteRequestList requests={[]} acceptingBidId={null} onAccept={() => undefined} /> } };
