import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AdminsTable } from './AdminsTable';

const meta = {
  title: 'Admin/Admins',
  component: AdminsTable,
  args: {
    rows: [
      { userId: 'u-1', email: 'ngozi@spotless.ng', fullName: 'Ngozi Okonjo', role: 'super_admin', mfaEnabled: true, since: '2026-01-05T09:00:00Z' },
      { userId: 'u-2', email: 'tunde@spotless.ng', fullName: 'Tunde Bakare', role: 'admin', mfaEnabled: false, since: '2026-11-20T09:00:00Z' },
    ],
    viewerId: 'u-1',
    loading: false,
    error: null,
    busy: false,
    onRetry: () => {},
    onRevoke: () => {},
  },
} satisfies Meta<typeof AdminsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoAdmins: Story = {};
