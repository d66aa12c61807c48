// Bids of guest or client requests (data-free) with Accept / Reject on each pending bid of an open request.
import { MESSAGES } from '@spotless/shared-data';
import type { AdminBid } from '@spotless/shared-data/console';
import { Button, formatNaira } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { StatusCell } from './StatusCell';
import { WithReference } from './WithReference';

export interface BidDecisions {
  /** The bid whose decision is being stored (its buttons are disabled). */
  busyBidId?: string | null;
  onAccept: (bid: AdminBid) => void;
  onReject: (bid: AdminBid) => void;
}

export function BidActions({ bid, busyBidId, onAccept, onReject }: { bid: AdminBid } & BidDecisions) {
  if (bid.status !== 'pending' || bid.request?.status !== 'open') return null;
  const busy = busyBidId === bid.id;
  const who = `${bid.cleaner_name} (${formatNaira(bid.amount_kobo)})`;
  return (
    <span style={{ display: 'inline-flex', gap: 8 }}>
      <Button size="sm" disabled={busy} aria-label={`Accept bid of ${who}`} onClick={() => onAccept(bid)}>
        Accept
      </Button>
      <Button size="sm" variant="danger" disabled={busy} aria-label={`Reject bid of ${who}`} onClick={() => onReject(bid)}>
        Reject
      </Button>
    </span>
  );
}

export function BidsTableView({ rows, loading, caption, ...decisions }: { rows: readonly AdminBid[]; loading?: boolean; caption: string } & BidDecisions) {
  return (
    <DataTable<AdminBid>
      // One page from the database; the container shows the pager with the total.
      pagination={false}
      caption={caption}
      rowKey="id"
      loading={loading}
      dataSource={[...rows]}
      emptyText={MESSAGES.empty.bids}
      columns={[
        {
          title: 'Request',
          key: 'request',
          render: (_, b) => (
            <WithReference kind="bid" id={b.id}>
              {b.request ? `${b.request.service_type}, ${b.request.location}` : ''}
            </WithReference>
          ),
        },
        { title: 'Requester', dataIndex: 'requester_name' },
        { title: 'Cleaner', dataIndex: 'cleaner_name' },
        { title: 'Bid amount', dataIndex: 'amount_kobo', render: (v: number) => formatNaira(v) },
        { title: 'Status', dataIndex: 'status', render: (s: string) => <StatusCell status={s} /> },
        { title: 'Actions', key: 'actions', render: (_, b) => <BidActions bid={b} {...decisions} /> },
      ]}
    />
  );
}
