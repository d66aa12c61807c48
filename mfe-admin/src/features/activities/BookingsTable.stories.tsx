import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { adminBooking } from '../../test/fixtures';
import { BookingsTable } from './BookingsTable';

const meta = {
  title: 'Admin/Activities/Bookings',
  component: BookingsTable,
  args: {
    rows: [adminBooking(), adminBooking({ id: 'b-2', status: 'accepted', price_kobo: 3_000_000, cleaner_name: 'Adaeze Nwosu', contact_name: 'Bola Ade' })],
    caption: 'Guest bookings',
    cleaners: [{ value: 'c-1', label: 'Adaeze Nwosu' }],
    onAssign: () => undefined,
  },
} satisfies Meta<typeof BookingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PendingAndAssigned: Story = {};
export const Empty: Story = { args: { rows: [] } };
