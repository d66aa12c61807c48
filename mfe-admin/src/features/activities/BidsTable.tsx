// Bids from the database with Accept / Reject (RPCs accept_bid / reject_bid). Accepting awards the request, rejects
// the other bids and creates the booking; the database refuses a second award.
// One page at a time with the total: the Manage Bids tab keeps its page in the URL; the bids of one request (shown
// inside its row) page on their own.
import { useState } from 'react';
import { MESSAGES } from '@spotless/shared-data';
import { useAdminAcceptBid, useAdminBids, useAdminRejectBid, type AdminCustomerKind } from '@spotless/shared-data/console';
import { ListPager, ListSearch, toast } from '@spotless/shared-ui';
import { useListParams } from '@spotless/shared-ui/router';
import { QueryFrame, toastError } from '../../lib/feedback';
import { BidsTableView } from './BidsTableView';

export function BidsTable({ kind, quoteRequestId, caption }: { kind: AdminCustomerKind; quoteRequestId?: string; caption: string }) {
  const [list, setList] = useListParams();
  const [ownPage, setOwnPage] = useState(1);
  // The bids of one request sit inside the requests' list, whose page the URL already holds.
  const page = quoteRequestId ? ownPage : list.page;
  const setPage = (next: number) => (quoteRequestId ? setOwnPage(next) : setList({ page: next }));
  // Manage Bids is searched by reference (in the URL); the few bids of one request are not.
  const search = quoteRequestId ? '' : list.search;
  const bids = useAdminBids(kind, quoteRequestId, page, search);
  const accept = useAdminAcceptBid();
  const reject = useAdminRejectBid();
  const busyBidId = accept.isPending ? accept.variables : reject.isPending ? reject.variables : null;
  return (
    <QueryFrame isLoading={bids.isLoading} error={bids.error} onRetry={() => void bids.refetch()}>
      {quoteRequestId ? null : (
        <ListSearch label={caption} fieldLabel="Search by cleaner, customer or reference" search={list.search} onSearch={(next) => setList({ search: next })} />
      )}
      <BidsTableView
        rows={bids.data?.rows ?? []}
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
      {bids.data && (bids.data.total > bids.data.pageSize || !quoteRequestId) ? (
        <ListPager label={caption} page={page} pageSize={bids.data.pageSize} total={bids.data.total} busy={bids.isFetching} onPage={setPage} />
      ) : null}
    </QueryFrame>
  );
}
