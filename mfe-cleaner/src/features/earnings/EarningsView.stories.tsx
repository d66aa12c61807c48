import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { EarningsView } from './EarningsPage';

const meta = {
  title: 'Cleaner/Earnings',
  component: EarningsView,
  args: { loading: false, months: [{ month: '2025-06-01', jobs: 3, amountKobo: 7_500_000 }, { month: '2025-05-01', jobs: 1, amountKobo: 2_000_000 }] },
} satisfies Meta<typeof EarningsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMonths: Story = {};
export const NoJobsYet: Story = { args: { months: [] } };
