// Cleaners Dashboard: every cleaner with Suspend / Activate / Delete, each after confirmation (spec texts).
import { MESSAGES, useAdminCleaners, useCleanerAction, type AdminCleaner, type AdminCleanerAction } from '@spotless/shared-data';
import { Button, StatusBadge, toast } from '@spotless/shared-ui';
import { confirmAction, DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, toastError } from '../../lib/feedback';

const LABEL: Record<AdminCleanerAction, string> = { suspend: 'Suspend', activate: 'Activate', delete: 'Delete' };

export function CleanerActions({ cleaner }: { cleaner: AdminCleaner }) {
  const action = useCleanerAction();
  const run = async (kind: AdminCleanerAction) => {
    const ok = await confirmAction({
      title: `Are you sure you want to ${kind} ${cleaner.display_name || 'this cleaner'}?`,
      okText: LABEL[kind],
      danger: kind !== 'activate',
    });
    if (!ok) return;
    action.mutate(
      { cleanerId: cleaner.user_id, action: kind },
      { onSuccess: (message) => toast.success(message), onError: (e) => toastError(e, MESSAGES.admin.actionFailed(kind, 'cleaner')) },
    );
  };
  const name = cleaner.display_name || cleaner.email || 'cleaner';
  return (
    <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
      {cleaner.status === 'active' ? (
        <Button size="sm" variant="secondary" disabled={action.isPending} aria-label={`Suspend ${name}`} onClick={() => void run('suspend')}>
          Suspend
        </Button>
      ) : (
        <Button size="sm" variant="secondary" disabled={action.isPending} aria-label={`Activate ${name}`} onClick={() => void run('activate')}>
          Activate
        </Button>
      )}
      <Button size="sm" variant="danger" disabled={action.isPending} aria-label={`Delete ${name}`} onClick={() => void run('delete')}>
        Delete
      </Button>
    </span>
  );
}

export function CleanersTab() {
  const cleaners = useAdminCleaners();
  return (
    <QueryFrame isLoading={cleaners.isLoading} error={cleaners.error} onRetry={() => void cleaners.refetch()}>
      <DataTable<AdminCleaner>
        caption="Cleaners"
        rowKey="user_id"
        dataSource={cleaners.data ?? []}
        emptyText="No cleaners found."
        columns={[
          { title: 'Name', dataIndex: 'display_name' },
          { title: 'Email', dataIndex: 'email' },
          { title: 'Phone', dataIndex: 'phone' },
          { title: 'State', dataIndex: 'state' },
          { title: 'Verification', dataIndex: 'verification_status', render: (s: string) => <StatusBadge status={s === 'verified' ? 'Verified' : s === 'rejected' ? 'Rejected' : 'Pending'} /> },
          { title: 'Status', dataIndex: 'status', render: (s: string) => <StatusBadge status={s} /> },
          { title: 'Actions', key: 'actions', render: (_, c) => <CleanerActions cleaner={c} /> },
        ]}
      />
    </QueryFrame>
  );
}
