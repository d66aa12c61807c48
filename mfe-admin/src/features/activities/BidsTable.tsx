// Bids from the database with Accept / Reject (RPCs accept_bid / reject_bid). Accepting awards the request, rejects
// the other bids and creates the booking; the database refuses a second award.
import { MESSAGES, useAdminAcceptBid, useAdminBids, useAdminRejectBid, type AdminCustomerKind } from '@spotless/shared-data';
import { toast } from '@spotless/shared-ui';
import { QueryFrame, toastError } from '../../lib/feedback';
import { BidsTableView } from './BidsTableView';

export function BidsTable({ kind, quoteRequestId, caption }: { kind: AdminCustomerKind; quoteRequestId?: string; caption: string }) {
  const bids = useAdminBids(kind, quoteRequestId);
  const accept = useAdminAcceptBid();
  const reject = useAdminRejectBid();
  const busyBidId = accept.isPending ? accept.variables : reject.isPending ? reject.variables : null;
  return (
    <QueryFrame isLoading={bids.isLoading} error={bids.error} onRetry={() => void bids.refetch()}>
      <BidsTableView
        rows={bids.data ?? []}
        caption={caption}
        loading={bids.isFetching && !bids.data}
        busyBidId={busyBidId}
        // mutateAsync: the row re-renders (or leaves the list) when the bid changes; the toast must not depend on it.
        onAccept={(bid) =>
          accept.mutateAsync(bid.id).then(
            () => toast.success(MESSAGES.bids.accepted),
            (e: unknown) => toastError(e, MESSAGES.bids.acceptFailed),
          )
        }
        onReject={(bid) =>
          reject.mutateAsync(bid.id).then(
            () => toast.success(MESSAGES.bids.rejectedDot),
            (e: unknown) => toastError(e, MESSAGES.bids.rejectFailed),
          )
        }
      />
    </QueryFrame>
  );
}
