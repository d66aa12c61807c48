import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { auditEntry } from './audit-fixtures';
import { AuditTable } from './AuditTable';

const meta = {
  title: 'Admin/Audit log',
  component: AuditTable,
  args: {
    rows: [
      auditEntry(),
      auditEntry({ id: 2, action: 'user_roles.delete', target_table: 'user_roles', target_id: 'u-9/admin', before: { role: 'admin', user_id: 'u-9' }, after: null }),
      auditEntry({ id: 3, action: 'export.payments', target_table: 'payments', target_id: null, before: null, after: { search: 'PAY-', sort: 'newest' } }),
    ],
    loading: false,
    error: null,
    onRetry: () => {},
  },
} satisfies Meta<typeof AuditTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {};
export const Empty: Story = { args: { rows: [] } };
