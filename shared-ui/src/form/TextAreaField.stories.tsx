import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'Description', name: 'description' },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { label: 'Special Request', error: 'Please fill in all fields.' } };
