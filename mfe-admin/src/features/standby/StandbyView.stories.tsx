import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { adminStandby } from './fixtures';
import { StandbyView } from './StandbyView';

const meta = {
  title: 'Admin/Standby/Standby list',
  component: StandbyView,
  args: {
    rows: [
      adminStandby(),
      adminStandby({ standbyId: 's-2', standbyState: 'expired', reason: 'late_rejection', scope: 'state', offers: 6, openOffers: 0 }),
      adminStandby({ standbyId: 's-3', services: ['House Cleaning'], standbyState: 'taken', takenByName: 'Emeka Eze', openOffers: 0 }),
    ],
    loading: false,
    error: null,
    onRetry: () => {},
    cleaners: { options: [{ value: 'c-9', label: 'Kunle Ade · kunle@example.ng' }], total: 1 },
    onSearchCleaners: () => {},
    onAssign: async () => {},
    assigning: false,
  },
} satisfies Meta<typeof StandbyView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], loading: true } };
