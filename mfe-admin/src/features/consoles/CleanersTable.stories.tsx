import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { adminCleaner } from '../../test/fixtures';
import { CleanersTable } from './CleanersTable';

const meta = {
  title: 'Admin/Consoles/Cleaners Dashboard',
  component: CleanersTable,
  args: {
    rows: [adminCleaner(), adminCleaner({ user_id: 'c-2', display_name: 'Tunde Bello', email: 'tunde@example.ng', state: 'Oyo', status: 'suspended', verification_status: 'pending' })],
    onAction: () => undefined,
  },
} satisfies Meta<typeof CleanersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveAndSuspended: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Failed: Story = { args: { rows: [], error: new Error('Error fetching cleaners data'), onRetry: () => undefined } };
