import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full Name', name: 'full_name' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { label: 'Email Address', type: 'email', required: true } };
export const WithHint: Story = { args: { label: 'Phone Number', type: 'tel', hint: 'e.g. 0803 123 4567 or +234 803 123 4567' } };
export const WithError: Story = { args: { label: 'Email Address', type: 'email', defaultValue: 'ada@', error: 'Enter a valid email address.' } };
