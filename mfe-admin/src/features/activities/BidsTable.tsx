// Bids of guest or client requests with Accept / Reject (RPCs accept_bid / reject_bid). Accepting awards the request,
// rejects the other bids and creates the booking; the database refuses a second award.
import { formatNaira, MESSAGES, useAdminAcceptBid, useAdminBids, useAdminRejectBid, type AdminBid, type AdminCustomerKind } from '@spotless/shared-data';
import { Button, toast } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, toastError } from '../../lib/feedback';
import { StatusCell } from './StatusCell';

export function BidActions({ bid }: { bid: AdminBid }) {
  const accept = useAdminAcceptBid();
  const reject = useAdminRejectBid();
  if (bid.status !== 'pending' || bid.request?.status !== 'open') return null;
  const busy = accept.isPending || reject.isPending;
  const who = `${bid.cleaner_name} (${formatNaira(bid.amount_kobo)})`;
  return (
    <span style={{ display: 'inline-flex', gap: 8 }}>
      <Button
        size="sm"
        disabled={busy}
        aria-label={`Accept bid of ${who}`}
        onClick={() =>
          // mutateAsync: the row re-renders (or leaves the list) when the bid changes; the toast must not depend on it.
          accept.mutateAsync(bid.id).then(
            () => toast.success(MESSAGES.bids.accepted),
            (e: unknown) => toastError(e, MESSAGES.bids.acceptFailed),
          )
        }
      >
        Accept
      </Button>
      <Button
        size="sm"
        variant="danger"
        disabled={busy}
        aria-label={`Reject bid of ${who}`}
        onClick={() =>
          reject.mutateAsync(bid.id).then(
            () => toast.success(MESSAGES.bids.rejectedDot),
            (e: unknown) => toastError(e, MESSAGES.bids.rejectFailed),
          )
        }
      >
        Reject
      </Button>
    </span>
  );
}

export function BidsTableView({ rows, loading, caption }: { rows: readonly AdminBid[]; loading?: boolean; caption: string }) {
  return (
    <DataTable<AdminBid>
      caption={caption}
      rowKey="id"
      loading={loading}
      dataSource={[...rows]}
      emptyText={MESSAGES.empty.bids}
      columns={[
        { title: 'Request', key: 'request', render: (_, b) => (b.request ? `${b.request.service_type}, ${b.request.location}` : '') },
        { title: 'Requester', dataIndex: 'requester_name' },
        { title: 'Cleaner', dataIndex: 'cleaner_name' },
        { title: 'Bid amount', dataIndex: 'amount_kobo', render: (v: number) => formatNaira(v) },
        { title: 'Status', dataIndex: 'status', render: (s: string) => <StatusCell status={s} /> },
        { title: 'Actions', key: 'actions', render: (_, b) => <BidActions bid={b} /> },
      ]}
    />
  );
}

export function BidsTable({ kind, quoteRequestId, caption }: { kind: AdminCustomerKind; quoteRequestId?: string; caption: string }) {
  const bids = useAdminBids(kind, quoteRequestId);
  return (
    <QueryFrame isLoading={bids.isLoading} error={bids.error} onRetry={() => void bids.refetch()}>
      <BidsTableView rows={bids.data ?? []} caption={caption} loading={bids.isFetching && !bids.data} />
    </QueryFrame>
  );
}
