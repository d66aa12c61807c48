import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { adminReview } from '../../test/fixtures';
import { ReviewsTable } from './ReviewsTable';

const meta = {
  title: 'Admin/Consoles/Reviews',
  component: ReviewsTable,
  args: { rows: [adminReview(), adminReview({ id: 'r-2', rating: 3, reviewer_name: 'Emeka Eze', comment: 'Late by an hour.' })], onDelete: () => undefined },
} satisfies Meta<typeof ReviewsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReviews: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Deleting: Story = { args: { deleting: true } };
