import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { bid, booking, quoteRequest } from '../../test/fixtures';
import { BookingList, QuoteRequestList } from './RequestLists';

const meta = {
  title: 'Guest/My requests/Quote requests',
  component: QuoteRequestList,
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
  args: { requests: [quoteRequest()], acceptingBidId: null, onAccept: () => undefined },
} satisfies Meta<typeof QuoteRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenWithBids: Story = {};
export const Accepting: Story = { args: { acceptingBidId: 'bid-1' } };
export const Awarded: Story = {
  args: { requests: [quoteRequest({ status: 'awarded', bids: [bid({ status: 'accepted' }), bid({ id: 'bid-2', status: 'rejected', amount_kobo: 4_000_000 })] })] },
};
export const NoBids: Story = { args: { requests: [quoteRequest({ bids: [] })] } };
export const Empty: Story = { args: { requests: [] } };
export const Bookings: StoryObj<typeof BookingList> = {
  render: () => <BookingList bookings={[booking(), booking({ id: 'b-2', status: 'accepted', price_kobo: 3_000_000, cleaner_id: 'c-1', cleaner: { display_name: 'Emeka Eze' } })]} />,
};
/** Money on a guest's bookings: Pay now for the accepted unpaid one, a paid one with its Receipt, Cancel before the job. */
export const BookingsPayments: StoryObj<typeof BookingList> = {
  render: () => (
    <BookingList
      onPay={() => undefined}
      onCancel={() => undefined}
      onReceipt={() => undefined}
      receiptFor={(id) => id === 'b-2'}
      bookings={[
        booking({ id: 'b-1', status: 'accepted', price_kobo: 3_500_000, cleaner_id: 'c-1', cleaner: { display_name: 'Adaeze Nwosu' } }),
        booking({ id: 'b-2', status: 'accepted', price_kobo: 3_000_000, payment_status: 'paid', cleaner_id: 'c-1', cleaner: { display_name: 'Emeka Eze' } }),
      ]}
    />
  ),
};
