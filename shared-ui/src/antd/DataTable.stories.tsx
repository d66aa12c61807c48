import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NairaAmount } from '../money/NairaAmount';
import { StatusBadge } from '../status/StatusBadge';
import { DataTable } from './DataTable';

interface BookingRow {
  id: string;
  cleaner: string;
  service: string;
  price: number;
  status: string;
}

const rows: BookingRow[] = [
  { id: 'b1', cleaner: 'Chinedu Okafor', service: 'House Cleaning', price: 2500000, status: 'Accepted' },
  { id: 'b2', cleaner: 'Aisha Bello', service: 'Office Cleaning', price: 4000000, status: 'pending' },
  { id: 'b3', cleaner: 'Tunde Adeyemi', service: 'Carpet Cleaning', price: 1800000, status: 'Rejected' },
];

const columns = [
  { title: 'Cleaner', dataIndex: 'cleaner', key: 'cleaner' },
  { title: 'Service Type', dataIndex: 'service', key: 'service' },
  { title: 'Price', dataIndex: 'price', key: 'price', render: (kobo: number) => <NairaAmount kobo={kobo} /> },
  { title: 'Status', dataIndex: 'status', key: 'status', render: (status: string) => <StatusBadge status={status} /> },
];

function BookingsTable(props: { loading?: boolean; empty?: boolean }) {
  return (
    <DataTable<BookingRow>
      caption="My Cleaners Bookings"
      rowKey="id"
      columns={columns}
      dataSource={props.empty ? [] : rows}
      loading={props.loading}
      emptyText="No bookings found."
    />
  );
}

const meta = {
  title: 'Dashboard (antd)/DataTable',
  component: BookingsTable,
} satisfies Meta<typeof BookingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bookings: Story = {};
export const Empty: Story = { args: { empty: true } };
export const Loading: Story = { args: { loading: true } };
