// Quote requests (data-free) as a table whose rows expand to their bids; guest requests have the Cleaner View / Admin
// View toggle: the cleaner view shows what cleaners see (no contact details), the admin view adds the contacts.
import { useState, type ReactNode } from 'react';
import { MESSAGES } from '@spotless/shared-data';
import type { AdminQuoteRequest } from '@spotless/shared-data/console';
import { Button } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';
import { StatusCell } from './StatusCell';
import { WithReference } from './WithReference';

export type RequestView = 'cleaner' | 'admin';

export function QuoteRequestsTable({
  rows,
  view,
  caption,
  emptyText,
  renderBids,
}: {
  rows: readonly AdminQuoteRequest[];
  view: RequestView;
  caption: string;
  emptyText: string;
  renderBids: (request: AdminQuoteRequest) => ReactNode;
}) {
  const base = [
    {
      title: 'Service',
      dataIndex: 'service_type',
      render: (v: string, r: AdminQuoteRequest) => (
        <WithReference kind="quote" id={r.id}>
          {v}
        </WithReference>
      ),
    },
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
      // One page from the database; the container shows the pager with the total.
      pagination={false}
      caption={caption}
      rowKey="id"
      dataSource={[...rows]}
      emptyText={emptyText}
      columns={view === 'admin' ? [...contacts, ...base] : base}
      expandable={{ rowExpandable: (r) => r.bid_count > 0, expandedRowRender: (r) => renderBids(r) }}
    />
  );
}

export function QuoteRequestsPanel({
  rows,
  caption,
  emptyText = MESSAGES.empty.requests,
  toggle = false,
  renderBids,
  loading = false,
  error = null,
  onRetry,
}: {
  rows: readonly AdminQuoteRequest[];
  caption: string;
  emptyText?: string;
  /** Offer the Cleaner View / Admin View toggle (guest requests). */
  toggle?: boolean;
  renderBids: (request: AdminQuoteRequest) => ReactNode;
} & ListState) {
  const [view, setView] = useState<RequestView>('admin');
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
      <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
        <QuoteRequestsTable rows={rows} view={toggle ? view : 'admin'} caption={caption} emptyText={emptyText} renderBids={renderBids} />
      </QueryFrame>
    </section>
  );
}
