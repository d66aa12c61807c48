// The admins list (data-free): e-mail, name, role, whether a second factor is set up, admin since; Revoke on every
// row but the viewer's own (the database refuses it too, and keeps the last super admin).
import { formatDate } from '@spotless/shared-data';
import { ADMIN_ROLE_LABELS, ADMINS_TEXTS, type AdminMember } from '@spotless/shared-data/console';
import { Button, ErrorState } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { errorText } from '../../lib/feedback';

export interface AdminsTableProps {
  rows: AdminMember[];
  viewerId: string | null;
  loading: boolean;
  error: unknown;
  busy: boolean;
  onRetry: () => void;
  onRevoke: (admin: AdminMember) => void;
}

export function AdminsTable({ rows, viewerId, loading, error, busy, onRetry, onRevoke }: AdminsTableProps) {
  if (error) return <ErrorState message={errorText(error, ADMINS_TEXTS.fetchFailed)} onRetry={onRetry} />;
  return (
    <DataTable<AdminMember>
      caption="Admins"
      rowKey="userId"
      loading={loading}
      dataSource={rows}
      pagination={false}
      emptyText={ADMINS_TEXTS.empty}
      columns={[
        { title: 'E-mail', dataIndex: 'email', key: 'email', render: (v: string) => <span style={{ overflowWrap: 'anywhere' }}>{v}</span> },
        { title: 'Name', dataIndex: 'fullName', key: 'name', render: (v: string) => v || '—' },
        { title: 'Role', dataIndex: 'role', key: 'role', render: (v: AdminMember['role']) => ADMIN_ROLE_LABELS[v] },
        { title: 'Two-step sign-in', dataIndex: 'mfaEnabled', key: 'mfa', render: (v: boolean) => (v ? 'Set up' : 'Not set up') },
        { title: 'Admin since', dataIndex: 'since', key: 'since', render: (v: string) => formatDate(v) },
        {
          title: 'Actions',
          key: 'actions',
          render: (_: unknown, admin) =>
            admin.userId === viewerId ? (
              <span>You</span>
            ) : (
              <Button variant="danger" size="sm" disabled={busy} onClick={() => onRevoke(admin)} aria-label={`Revoke ${admin.email}`}>
                Revoke
              </Button>
            ),
        },
      ]}
    />
  );
}
