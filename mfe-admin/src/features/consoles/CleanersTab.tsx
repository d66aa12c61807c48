// Cleaners Dashboard: every cleaner with Suspend / Activate / Delete, each after confirmation (spec texts).
import { MESSAGES, useAdminCleaners, useCleanerAction, type AdminCleaner, type AdminCleanerAction } from '@spotless/shared-data';
import { useState } from 'react';
import { Button, StatusBadge, TextField, toast } from '@spotless/shared-ui';
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
    try {
      toast.success(await action.mutateAsync({ cleanerId: cleaner.user_id, action: kind }));
    } catch (e) {
      toastError(e, MESSAGES.admin.actionFailed(kind, 'cleaner'));
    }
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

/** Case-insensitive substring match on name, e-mail and state. */
export function searchCleaners(rows: readonly AdminCleaner[], text: string): AdminCleaner[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((c) => [c.display_name, c.email, c.state].some((v) => (v ?? '').toLowerCase().includes(needle)));
}

export function CleanersTab() {
  const cleaners = useAdminCleaners();
  const [search, setSearch] = useState('');
  return (
    <section aria-label="Cleaners Dashboard">
    <div style={{ maxWidth: 320 }}>
      <TextField label="Search cleaners" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
    </div>
    <QueryFrame isLoading={cleaners.isLoading} error={cleaners.error} onRetry={() => void cleaners.refetch()}>
      <DataTable<AdminCleaner>
        caption="Cleaners"
        rowKey="user_id"
        dataSource={searchCleaners(cleaners.data ?? [], search)}
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
    </section>
  );
}
