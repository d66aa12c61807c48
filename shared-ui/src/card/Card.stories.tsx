import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../button/Button';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    title: 'Construction Companies',
    children: 'Keep sites and handovers spotless with vetted crews.',
    actions: <Button variant="secondary">Partner with Us</Button>,
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partner: Story = {};
export const Plain: Story = { args: { title: undefined, actions: undefined, children: 'Monthly Subscription For 3 rooms' } };
