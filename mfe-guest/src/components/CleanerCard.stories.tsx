import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { cleaner } from '../test/fixtures';
import { CleanerCard } from './CleanerCard';

const meta = {
  title: 'Guest/Find a Cleaner/Cleaner card',
  component: CleanerCard,
  decorators: [(Story) => <MemoryRouter><div style={{ maxWidth: 320 }}><Story /></div></MemoryRouter>],
  args: { cleaner: cleaner() },
} satisfies Meta<typeof CleanerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rated: Story = {};
export const New: Story = { args: { cleaner: cleaner({ rating_avg: 0, rating_count: 0, specializations: [] }) } };
