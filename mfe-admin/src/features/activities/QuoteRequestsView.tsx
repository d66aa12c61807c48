// Quote requests (guest or client) as a table; guest requests have the Cleaner View / Admin View toggle: the cleaner
// view shows what cleaners see (no contact details) with each request's bids, the admin view adds the contacts.
import { useState } from 'react';
import { MESSAGES, useAdminQuoteRequests, type AdminCustomerKind, type AdminQuoteRequest } from '@spotless/shared-data';
import { Button } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame } from '../../lib/feedback';
import { BidsTable } from './BidsTable';
import { StatusCell } from './StatusCell';

type View = 'cleaner' | 'admin';

export function QuoteRequestsTable({ rows, view, caption, emptyText }: { rows: readonly AdminQuoteRequest[]; view: View; caption: string; emptyText: string }) {
  const base = [
    { title: 'Service', dataIndex: 'service_type' },
    { title: 'Location', key: 'location', render: (_: unknown, r: AdminQuoteRequest) => [r.location, r.state].filter(Boolean).join(', ') },
    { title: 'Description', dataIndex: 'description' },
    { title: 'Budget', dataIndex: 'budget', render: (v: string | null) => v ?? '' },
    { title: 'Bids', dataIndex: 'bid_count' },
    { title: 'Status', dataIndex: 'status', render: (s: string) => <StatusCell status={s} /> },
  ];
  const contacts = [
    { title: 'Name', key: 'name', render: (_: unknown, r: AdminQuoteRequest) => r.contact?.full_name ?? '' },
    { title: 'Phone', key: 'phone', render: (_: unknown, r: AdminQuoteRequest) => r.contact?.phone ?? '' },
    { title: 'Email', key: 'email', render: (_: unknown, r: AdminQuoteRequest) => r.contact?.email ?? '' },
  ];
  return (
    <DataTable<AdminQuoteRequest>
      caption={caption}
      rowKey="id"
      dataSource={[...rows]}
      emptyText={emptyText}
      columns={view === 'admin' ? [...contacts, ...base] : base}
      expandable={{
        rowExpandable: (r) => r.bid_count > 0,
        expandedRowRender: (r) => <BidsTable kind={r.requester_kind} quoteRequestId={r.id} caption={`Bids for ${r.service_type}`} />,
      }}
    />
  );
}

export function QuoteRequestsView({
  kind,
  statuses,
  caption,
  emptyText = MESSAGES.empty.requests,
  toggle = false,
}: {
  kind: AdminCustomerKind;
  statuses?: AdminQuoteRequest['status'][];
  caption: string;
  emptyText?: string;
  toggle?: boolean;
}) {
  const [view, setView] = useState<View>('admin');
  const requests = useAdminQuoteRequests(kind, statuses);
  return (
    <section aria-label={caption}>
      {toggle ? (
        <div role="group" aria-label="View" style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
          <Button size="sm" variant={view === 'cleaner' ? 'primary' : 'secondary'} aria-pressed={view === 'cleaner'} onClick={() => setView('cleaner')}>
            Cleaner View
          </Button>
          <Button size="sm" variant={view === 'admin' ? 'primary' : 'secondary'} aria-pressed={view === 'admin'} onClick={() => setView('admin')}>
            Admin View
          </Button>
        </div>
      ) : null}
      <QueryFrame isLoading={requests.isLoading} error={requests.error} onRetry={() => void requests.refetch()}>
        <QuoteRequestsTable rows={requests.data ?? []} view={toggle ? view : 'admin'} caption={caption} emptyText={emptyText} />
      </QueryFrame>
    </section>
  );
}
