// Cleaners Dashboard (data-free): a page of cleaners (searched and paged in the database by the container), and
// Suspend / Activate / Delete on each cleaner, each after confirmation.
import type { AdminCleaner, AdminCleanerAction } from '@spotless/shared-data/console';
import { Button, StatusBadge } from '@spotless/shared-ui';
import { confirmAction, DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';

const LABEL: Record<AdminCleanerAction, string> = { suspend: 'Suspend', activate: 'Activate', delete: 'Delete' };

export function cleanerActionQuestion(action: AdminCleanerAction, cleaner: Pick<AdminCleaner, 'display_name'>): string {
  return `Are you sure you want to ${action} ${cleaner.display_name || 'this cleaner'}?`;
}

export function CleanerActions({ cleaner, busy, onAction }: { cleaner: AdminCleaner; busy?: boolean; onAction: (cleaner: AdminCleaner, action: AdminCleanerAction) => void }) {
  const run = async (action: AdminCleanerAction) => {
    const ok = await confirmAction({ title: cleanerActionQuestion(action, cleaner), okText: LABEL[action], danger: action !== 'activate' });
    if (ok) onAction(cleaner, action);
  };
  const name = cleaner.display_name || cleaner.email || 'cleaner';
  const toggle: AdminCleanerAction = cleaner.status === 'active' ? 'suspend' : 'activate';
  return (
    <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
      <Button size="sm" variant="secondary" disabled={busy} aria-label={`${LABEL[toggle]} ${name}`} onClick={() => void run(toggle)}>
        {LABEL[toggle]}
      </Button>
      <Button size="sm" variant="danger" disabled={busy} aria-label={`Delete ${name}`} onClick={() => void run('delete')}>
        Delete
      </Button>
    </span>
  );
}

const verificationText = (s: string) => (s === 'verified' ? 'Verified' : s === 'rejected' ? 'Rejected' : 'Pending');

export function CleanersTable({
  rows,
  busy,
  onAction,
  loading = false,
  error = null,
  onRetry,
}: { rows: readonly AdminCleaner[]; busy?: boolean; onAction: (cleaner: AdminCleaner, action: AdminCleanerAction) => void } & ListState) {
  return (
    <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
      <DataTable<AdminCleaner>
        caption="Cleaners"
        // One page from the database; the container shows the pager with the total.
        pagination={false}
        rowKey="user_id"
        dataSource={[...rows]}
        emptyText="No cleaners found."
        columns={[
          { title: 'Name', dataIndex: 'display_name' },
          { title: 'Email', dataIndex: 'email' },
          { title: 'Phone', dataIndex: 'phone' },
          { title: 'State', dataIndex: 'state' },
          { title: 'Verification', dataIndex: 'verification_status', render: (s: string) => <StatusBadge status={verificationText(s)} /> },
          { title: 'Status', dataIndex: 'status', render: (s: string) => <StatusBadge status={s} /> },
          { title: 'Actions', key: 'actions', render: (_, c) => <CleanerActions cleaner={c} busy={busy} onAction={onAction} /> },
        ]}
      />
    </QueryFrame>
  );
}
