// Audit log (super_admins): every operator action, newest first, filtered by admin, kind of record, record id and
// days, paged in the database; the filters and the page live in the URL (Back and reload keep them).
import { useAuth } from '@spotless/shared-data';
import { AUDIT_TABLE_CHOICES, useOperatorAuditPage } from '@spotless/shared-data/console';
import { Heading, ListPager, SelectField, Text, TextField } from '@spotless/shared-ui';
import { useSearchParams } from '@spotless/shared-ui/router';
import { AuditTable } from './AuditTable';

const ANY = '';
const KIND_CHOICES = [
  { value: ANY, label: 'Everything' },
  { value: 'export.payments', label: 'Exports of payments' },
  { value: 'export.bookings', label: 'Exports of bookings' },
  { value: 'export.clients', label: 'Exports of clients' },
  { value: 'export.cleaners', label: 'Exports of cleaners' },
  ...AUDIT_TABLE_CHOICES,
];

export function isSuperAdmin(roles: readonly string[]): boolean {
  return roles.includes('super_admin');
}

export default function AuditLogPage() {
  const roles = useAuth((s) => s.roles);
  const [params, setParams] = useSearchParams();
  const get = (k: string) => params.get(k) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (k: string, v: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (v) next.set(k, v);
        else next.delete(k);
        if (k !== 'page') next.delete('page');
        return next;
      },
      { replace: k !== 'page' },
    );
  const superAdmin = isSuperAdmin(roles);
  const log = useOperatorAuditPage(
    { page, actor: get('actor'), action: get('kind'), targetId: get('target'), from: get('from'), to: get('to') },
    superAdmin,
  );
  if (!superAdmin) return <Text>Only super admins can see the audit log.</Text>;
  return (
    <section aria-label="Audit log">
      <Heading level={1}>Audit log</Heading>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', marginBottom: 12 }}>
        <div style={{ flex: '1 1 200px', maxWidth: 280 }}>
          <TextField label="Admin e-mail" value={get('actor')} onChange={(e) => set('actor', e.target.value)} />
        </div>
        <div style={{ flex: '1 1 200px', maxWidth: 260 }}>
          <SelectField label="What" value={get('kind')} options={KIND_CHOICES} onValueChange={(v) => set('kind', v)} />
        </div>
        <div style={{ flex: '1 1 200px', maxWidth: 300 }}>
          <TextField label="Record ID" value={get('target')} onChange={(e) => set('target', e.target.value.trim())} />
        </div>
        <div style={{ flex: '0 1 160px' }}>
          <TextField label="From" type="date" value={get('from')} onChange={(e) => set('from', e.target.value)} />
        </div>
        <div style={{ flex: '0 1 160px' }}>
          <TextField label="To" type="date" value={get('to')} onChange={(e) => set('to', e.target.value)} />
        </div>
      </div>
      <AuditTable rows={log.data?.rows ?? []} loading={log.isLoading} error={log.error} onRetry={() => void log.refetch()} />
      {log.data ? (
        <ListPager label="Audit log" page={page} pageSize={log.data.pageSize} total={log.data.total} busy={log.isFetching} onPage={(p) => set('page', String(p))} />
      ) : null}
    </section>
  );
}
