// Quote dashboard (/client/quotes) and Approved Bids (/client/quotes/approved): approved requests with the hired
// cleaner's contact, then Your Requests and Bids (each request with its bids cheapest first; Approve creates the
// booking at the bid's price and rejects the other bids, then asks for the day and time of the job (issue 27: a
// booking from a bid has no time until the client chooses one among the cleaner's free slots; it can also be chosen
// later in My Cleaners Bookings); Reject; View details; Delete a pending request). Live.
import { useState } from 'react';
import {
  errorMessage,
  formatDate,
  MESSAGES,
  type MyBid,
  type MyQuoteRequest,
  useAcceptBid,
  useCancelQuoteRequest,
  useCleanerContacts,
  useMyQuoteRequestsPage,
  useRejectBid,
} from '@spotless/shared-data';
import { useBookingChange } from '@spotless/shared-data/booking-changes';
import { Button, ErrorState, Heading, ListPager, ListSearch, Loading, Modal, NairaAmount, RescheduleDialog, Text, toast } from '@spotless/shared-ui';
import { listParamsFrom, useListParams, useSearchParams, withListParams } from '@spotless/shared-ui/router';
import { confirmAction } from '@spotless/shared-ui/antd';
import { Stack } from '../../components/layout';
import { ApprovedTable, approvedRows, RequestList, requestStatusLabel } from './QuoteLists';

// Both lists have one order (newest first): the URL keeps their pages (?requests-page=2&approved-page=3) and one
// reference search for both (?q=QR-…).
const NEWEST = ['newest'] as const;

/** The reference search of both lists; a new one starts each list at page 1, in one change of the URL. */
function useReferenceSearch(): [string, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = listParamsFrom(params, NEWEST).search;
  const setSearch = (next: string) =>
    setParams(
      (current) => {
        const changed = withListParams(current, { search: next }, NEWEST);
        for (const prefix of ['requests-', 'approved-']) changed.delete(`${prefix}page`);
        return changed;
      },
      { replace: true },
    );
  return [search, setSearch];
}

export default function QuotesPage({ showApproved = true }: { showApproved?: boolean }) {
  // A page at a time from the database, with how many there are in all.
  const [requestsParams, setRequestsParams] = useListParams(NEWEST, 'requests-');
  const [approvedParams, setApprovedParams] = useListParams(NEWEST, 'approved-');
  const [search, setSearch] = useReferenceSearch();
  const mine = useMyQuoteRequestsPage('live', requestsParams.page, { search });
  const awarded = useMyQuoteRequestsPage('awarded', approvedParams.page, { enabled: showApproved, search });
  const approve = useAcceptBid();
  const reject = useRejectBid();
  const cancel = useCancelQuoteRequest();
  const [busyBidId, setBusyBidId] = useState<string | null>(null);
  const [details, setDetails] = useState<MyQuoteRequest | null>(null);
  const change = useBookingChange('customer', {
    onSuccess: (message) => toast.success(message),
    onError: (error, fallback) => toast.error(errorMessage(error, fallback)),
  });

  const requests = mine.data?.rows ?? [];
  const approvedRequests = awarded.data?.rows ?? [];
  const awardedCleaners = approvedRequests.flatMap((r) => r.bids.filter((b) => b.status === 'accepted').map((b) => b.cleaner_id));
  const contacts = useCleanerContacts(awardedCleaners);
  const rows = approvedRows(approvedRequests, contacts.data ?? []);

  const onApprove = (bid: MyBid) => {
    setBusyBidId(bid.id);
    const service = requests.find((r) => r.bids.some((b) => b.id === bid.id))?.service_type;
    approve.mutate(bid.id, {
      onSuccess: (bookingId) => {
        toast.success(MESSAGES.bids.approved);
        change.openReschedule({ id: bookingId, services: service ? [service] : [], starts_at: null, ends_at: null, cleaner_id: bid.cleaner_id });
      },
      onError: (error) => toast.error(errorMessage(error, MESSAGES.bids.statusUpdateFailed)),
      onSettled: () => setBusyBidId(null),
    });
  };
  const onReject = (bid: MyBid) => {
    setBusyBidId(bid.id);
    reject.mutate(bid.id, {
      onSuccess: () => toast.success(MESSAGES.bids.rejected),
      onError: (error) => toast.error(errorMessage(error, MESSAGES.bids.statusUpdateFailed)),
      onSettled: () => setBusyBidId(null),
    });
  };
  const onDelete = (request: MyQuoteRequest) => {
    void confirmAction({
      title: 'Delete this request?',
      content: 'Cleaners will no longer be able to bid on it; pending bids are rejected.',
      okText: 'Delete request',
      danger: true,
    }).then((ok) => {
      if (!ok) return;
      cancel.mutate(request.id, {
        onSuccess: () => toast.success('Quote request deleted.'),
        onError: (error) => toast.error(errorMessage(error, MESSAGES.auth.unexpectedTryAgain)),
      });
    });
  };

  if (mine.isPending) return <Loading message="Loading your requests..." />;
  if (mine.isError) return <ErrorState message={errorMessage(mine.error, MESSAGES.quotes.clientRequestsFetchFailed)} onRetry={() => void mine.refetch()} />;

  return (
    <Stack $gap={24}>
      <ListSearch label="Quote requests" fieldLabel="Find by reference (QR-…)" search={search} onSearch={setSearch} />
      {showApproved ? (
        <section aria-labelledby="approved-title">
          <Heading level={2} id="approved-title">
            Approved Bids
          </Heading>
          {contacts.isError || awarded.isError ? <Text tone="error">{MESSAGES.quotes.approvedRequestsFetchFailed}</Text> : null}
          <ApprovedTable rows={rows} loading={awarded.isPending || (contacts.isFetching && !contacts.data)} />
          {awarded.data && awarded.data.total > 0 ? (
            <ListPager
              label="Approved requests"
              page={awarded.data.page}
              pageSize={awarded.data.pageSize}
              total={awarded.data.total}
              busy={awarded.isFetching}
              onPage={(page) => setApprovedParams({ page })}
            />
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="requests-title">
        <Heading level={2} id="requests-title">
          Your Requests and Bids
        </Heading>
        <RequestList requests={requests} busyBidId={busyBidId} onApprove={onApprove} onReject={onReject} onDetails={setDetails} onDelete={onDelete} />
        {mine.data && mine.data.total > 0 ? (
          <ListPager
            label="Your requests"
            page={mine.data.page}
            pageSize={mine.data.pageSize}
            total={mine.data.total}
            busy={mine.isFetching}
            onPage={(page) => setRequestsParams({ page })}
          />
        ) : null}
      </section>
      <RescheduleDialog {...change.rescheduleProps} />
      <Modal
        open={details !== null}
        onClose={() => setDetails(null)}
        title="Quote request details"
        footer={
          <Button variant="secondary" onClick={() => setDetails(null)}>
            Close
          </Button>
        }
      >
        {details ? (
          <dl data-testid="quote-details">
            <dt>Service type</dt>
            <dd>{details.service_type}</dd>
            <dt>Location</dt>
            <dd>{details.location}</dd>
            <dt>Description</dt>
            <dd>{details.description}</dd>
            <dt>Budget</dt>
            <dd>{details.budget || '—'}</dd>
            <dt>Status</dt>
            <dd>{requestStatusLabel(details.status)}</dd>
            <dt>Requested on</dt>
            <dd>{formatDate(details.created_at)}</dd>
            <dt>Bids</dt>
            <dd>
              {details.bids.length}
              {details.bids.length ? (
                <>
                  {' '}
                  (lowest <NairaAmount kobo={Math.min(...details.bids.map((b) => b.amount_kobo))} />)
                </>
              ) : null}
            </dd>
          </dl>
        ) : null}
      </Modal>
    </Stack>
  );
}
