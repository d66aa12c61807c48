import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FormError } from './FormError';

const meta = {
  title: 'Forms/FormError',
  component: FormError,
  args: { children: 'Something went wrong. Please try again later.' },
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
