import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Get Started' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Learn More' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete Selected' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
/** Busy state: the label switches to the spec's progress text. */
export const Loading: Story = { args: { loading: true, loadingText: 'Sending...', children: 'Send Reset Link' } };
export const Disabled: Story = { args: { disabled: true, children: 'Delete Selected' } };
export const Block: Story = { args: { block: true, children: 'Submit' } };
