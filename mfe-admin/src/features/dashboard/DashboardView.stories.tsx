import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { DashboardView } from './DashboardView';
import { MOTIVATIONAL_LINES } from './motivation';

const meta = {
  title: 'Admin/Dashboard',
  component: DashboardView,
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
  args: {
    line: 'Good Morning, Adaeze!',
    motivation: MOTIVATIONAL_LINES[0],
    figures: { openRequests: 4, pendingVerifications: 2, jobsDueToday: 7, chatsAwaitingReply: 1 },
    basePath: '/admin',
  },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Morning: Story = {};
export const EveningWithoutName: Story = { args: { line: 'Good Evening!' } };
export const LoadingFigures: Story = { args: { figures: undefined, loading: true } };
export const FiguresFailed: Story = { args: { figures: undefined, error: new Error('Could not load the dashboard.'), onRetry: () => undefined } };
