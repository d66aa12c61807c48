import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CountBadge } from './CountBadge';

const meta = {
  title: 'Data display/CountBadge',
  component: CountBadge,
  args: { count: 3 },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A few unread. */
export const Few: Story = {};
/** More than 99 reads 99+. */
export const Many: Story = { args: { count: 1232 } };
