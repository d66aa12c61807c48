import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { checkerProps } from './fixtures';
import { SubscriptionPriceChecker } from './subscription-price-parts';

const meta = {
  title: 'Prices/SubscriptionPriceChecker',
  component: SubscriptionPriceChecker,
  args: checkerProps(),
} satisfies Meta<typeof SubscriptionPriceChecker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose building type, rooms and frequency, then Check Price (Residential has a plan here, Commercial none). */
export const Ready: Story = {};
/** The frequencies are still on their way. */
export const LoadingFrequencies: Story = { args: { frequencies: [], frequenciesLoading: true } };
/** The frequencies could not be loaded. */
export const FrequenciesFailed: Story = { args: { frequencies: [], frequenciesError: 'Error fetching dynamic options.' } };
