import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { price } from '../../test/fixtures';
import { PriceCard } from './PriceSearch';

const meta = {
  title: 'Guest/Prices/Price card',
  component: PriceCard,
  args: { price: price() },
} satisfies Meta<typeof PriceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Discounted: Story = {};
export const NoDiscount: Story = { args: { price: price({ discount_percentage: 0, final_price_kobo: 7_500_000 }) } };
