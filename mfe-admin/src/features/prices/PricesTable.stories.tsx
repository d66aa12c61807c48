import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { adminPrice } from '../../test/fixtures';
import { PriceForm } from './PriceForm';
import { PricesTable } from './PricesTable';

const noop = () => undefined;
const meta = {
  title: 'Admin/Prices/Cleaning prices',
  component: PricesTable,
  args: {
    rows: [
      adminPrice(),
      adminPrice({ id: 'pr-2', building_type: 'commercial', building_condition: 'new', num_rooms: 10, service_category: 'Deep Cleaning', base_price_kobo: 9_000_000, discount_percentage: 0, final_price_kobo: 9_000_000 }),
    ],
    onSave: () => Promise.resolve(true),
    onDelete: noop,
  },
} satisfies Meta<typeof PricesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], loading: true } };
export const Failed: Story = { args: { rows: [], error: new Error('Error fetching prices') } };
export const AddForm: StoryObj<typeof PriceForm> = { render: () => <PriceForm onSubmit={noop} onCancel={noop} /> };
export const EditForm: StoryObj<typeof PriceForm> = { render: () => <PriceForm row={adminPrice()} onSubmit={noop} onCancel={noop} /> };
