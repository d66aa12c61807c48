import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NairaAmount } from './NairaAmount';

const meta = {
  title: 'Data display/NairaAmount',
  component: NairaAmount,
  args: { kobo: 150000 },
} satisfies Meta<typeof NairaAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 150,000 kobo is ₦1,500.00. */
export const Default: Story = {};
export const Large: Story = { args: { kobo: 123456789 } };
/** No amount yet (e.g. a budget left blank). */
export const Missing: Story = { args: { kobo: null, fallback: 'Not set' } };
