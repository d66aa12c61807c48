import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { booking } from '../../test/fixtures';
import { AcceptPriceForm } from './AcceptPriceForm';

const meta = {
  title: 'Cleaner/Work/Accept price',
  component: AcceptPriceForm,
  args: { booking: booking(), commissionBps: 1500, onAccept: () => undefined, onCancel: () => undefined },
} satisfies Meta<typeof AcceptPriceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BudgetAsDefault: Story = {};
export const NoBudget: Story = { args: { booking: booking({ budget_kobo: null }) } };
export const AwardedBidPrice: Story = { args: { booking: booking({ price_kobo: 4_000_000 }) } };
export const Accepting: Story = { args: { busy: true } };
