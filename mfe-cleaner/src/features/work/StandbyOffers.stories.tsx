import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { standbyOffer } from '../../test/fixtures';
import { StandbyOffers } from './StandbyOffers';

const meta = {
  title: 'Cleaner/Bookings/Standby jobs',
  component: StandbyOffers,
  args: {
    offers: [standbyOffer(), standbyOffer({ offerId: 'o-2', services: ['House Cleaning'], priceKobo: null, budgetKobo: 1_500_000, location: 'Opebi' })],
    loading: false,
    error: null,
    onRetry: () => {},
    canAccept: true,
  },
} satisfies Meta<typeof StandbyOffers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOffers: Story = {};
export const None: Story = { args: { offers: [] } };
export const Loading: Story = { args: { offers: [], loading: true } };
export const NotVerified: Story = { args: { canAccept: false } };
