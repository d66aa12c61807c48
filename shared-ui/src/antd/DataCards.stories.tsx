import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DataCards } from './DataCards';

interface Bid {
  id: string;
  cleaner: string;
  amount: string;
  status: string;
}

const meta = {
  title: 'Dashboard/DataCards (tables below 768 px)',
  component: DataCards<Bid>,
  args: {
    caption: 'Bids',
    rowKey: 'id',
    columns: [
      { title: 'Cleaner', dataIndex: 'cleaner', key: 'cleaner' },
      { title: 'Amount', dataIndex: 'amount', key: 'amount' },
      { title: 'Status', dataIndex: 'status', key: 'status' },
      { title: 'Actions', key: 'actions', render: () => <button type="button">Approve</button> },
    ],
    dataSource: [
      { id: '1', cleaner: 'Temitope Shehu', amount: '₦38,000.00', status: 'Pending' },
      { id: '2', cleaner: 'Chinedu Okafor-Adebayo-Williams', amount: '₦125,500.00', status: 'Pending' },
    ],
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof DataCards<Bid>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** What DataTable renders on a phone: one card per row, every field and the buttons on screen. */
export const Bids: Story = {};

export const Empty: Story = { args: { dataSource: [], emptyText: 'No bids found.' } };
