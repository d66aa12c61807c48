import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from '../router';
import { ActionNeeded } from './ActionNeeded';

const meta = {
  title: 'Layout/ActionNeeded',
  component: ActionNeeded,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: {
    items: [
      { key: 'pay', text: 'Pay for 2 bookings', to: '/client/bookings' },
      { key: 'confirm', text: 'Confirm 1 finished job', to: '/client/bookings' },
      { key: 'review', text: 'Review 1 cleaner', to: '/client/reviews' },
    ],
  },
} satisfies Meta<typeof ActionNeeded>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A client with money owed, a job to confirm and a review to leave. */
export const Client: Story = {};

/** Nothing to do: a short line instead of an empty bar. */
export const AllDone: Story = { args: { items: [], doneText: 'Nothing needs you right now.' } };
