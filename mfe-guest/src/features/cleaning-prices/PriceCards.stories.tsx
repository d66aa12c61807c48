import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { plan, price } from '../../test/fixtures';
import { PlanCard } from './PlanChecker';
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
export const MonthlyPlan: StoryObj<typeof PlanCard> = { render: () => <PlanCard plan={plan()} onPreSubscribe={() => undefined} /> };
