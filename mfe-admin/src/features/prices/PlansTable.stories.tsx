import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { adminPlan } from '../../test/fixtures';
import { PlanForm } from './PlanForm';
import { PlansTable } from './PlansTable';

const noop = () => undefined;
const frequencies = [
  { id: 1, name: 'Weekly' },
  { id: 2, name: 'Monthly' },
];
const meta = {
  title: 'Admin/Prices/Subscription plans',
  component: PlansTable,
  args: {
    rows: [adminPlan(), adminPlan({ id: 'pl-2', building_type: 'commercial', num_rooms: 4, frequency_id: 2, frequency_name: 'Monthly', discount_percentage: 10, final_price_kobo: 3_600_000 })],
    frequencies,
    onSave: () => Promise.resolve(true),
    onDuplicate: noop,
    onDelete: noop,
  },
} satisfies Meta<typeof PlansTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = { args: { rows: [], error: new Error('Failed to retrieve subscriptions') } };
export const AddForm: StoryObj<typeof PlanForm> = { render: () => <PlanForm frequencies={frequencies} onSubmit={noop} onCancel={noop} /> };
export const EditForm: StoryObj<typeof PlanForm> = { render: () => <PlanForm row={adminPlan()} frequencies={frequencies} onSubmit={noop} onCancel={noop} /> };
