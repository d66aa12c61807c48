import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { booking } from '../../test/fixtures';
import { BookingsTable } from './BookingsTable';

const meta = {
  title: 'Cleaner/Bookings/Bookings table',
  component: BookingsTable,
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
  args: {
    caption: 'Client bookings',
    rows: [booking(), booking({ id: 'b-2', status: 'accepted', contact: { full_name: 'Funke Adeyemi', phone: '+2348051112222', email: null, address: null } })],
    loading: false,
    error: null,
    onRetry: () => {},
    canAccept: true,
  },
} satisfies Meta<typeof BookingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], loading: true } };
export const Failed: Story = { args: { rows: [], error: new Error('Error fetching bookings') } };
