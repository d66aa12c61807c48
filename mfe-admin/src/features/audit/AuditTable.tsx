// The audit log's rows (data-free): when, which admin, what they did, to which row, and what changed, field by
// field (before → after), so an operator reads a change without opening JSON.
import { formatDateTime } from '@spotless/shared-data';
import { auditChanges, describeAuditAction, AUDIT_TEXTS, type OperatorAuditEntry } from '@spotless/shared-data/console';
import { DataTable } from '@spotless/shared-ui/antd';
import { ErrorState } from '@spotless/shared-ui';
import { errorText } from '../../lib/feedback';

/** Changes shown per entry; the rest are counted ("and 3 more"), a deletion or creation can list a whole row. */
const SHOWN_CHANGES = 6;

export function AuditChanges({ entry }: { entry: Pick<OperatorAuditEntry, 'before' | 'after'> }) {
  const changes = auditChanges(entry);
  if (changes.length === 0) return <span>—</span>;
  const shown = changes.slice(0, SHOWN_CHANGES);
  return (
    <ul style={{ margin: 0, paddingLeft: 16, overflowWrap: 'anywhere' }}>
      {shown.map((c) => (
        <li key={c.field}>
          <strong>{c.field}:</strong> {c.before} → {c.after}
        </li>
      ))}
      {changes.length > shown.length ? <li>and {changes.length - shown.length} more</li> : null}
    </ul>
  );
}

export interface AuditTableProps {
  rows: OperatorAuditEntry[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

export function AuditTable({ rows, loading, error, onRetry }: AuditTableProps) {
  if (error) return <ErrorState message={errorText(error, AUDIT_TEXTS.fetchFailed)} onRetry={onRetry} />;
  return (
    <DataTable<OperatorAuditEntry>
      caption="Operator actions"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      pagination={false}
      emptyText={AUDIT_TEXTS.empty}
      columns={[
        { title: 'When', dataIndex: 'at', key: 'at', width: 170, render: (at: string) => formatDateTime(at) },
        { title: 'Admin', dataIndex: 'actor_email', key: 'actor', render: (email: string | null) => email ?? '—' },
        { title: 'Action', key: 'action', render: (_: unknown, r) => describeAuditAction(r) },
        {
          title: 'Target',
          dataIndex: 'target_id',
          key: 'target',
          render: (id: string | null) => <span style={{ overflowWrap: 'anywhere' }}>{id ?? '—'}</span>,
        },
        { title: 'Changes', key: 'changes', render: (_: unknown, r) => <AuditChanges entry={r} /> },
      ]}
    />
  );
}
