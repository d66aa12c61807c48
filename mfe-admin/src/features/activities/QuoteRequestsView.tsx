// Quote requests from the database, one page at a time with the total (page and search in the URL: a reference or
// the name, phone or e-mail of who asked); each expands to its bids (fetched when opened).
import { MESSAGES } from '@spotless/shared-data';
import { useAdminQuoteRequests, type AdminCustomerKind, type AdminQuoteRequest } from '@spotless/shared-data/console';
import { ListPager, ListSearch } from '@spotless/shared-ui';
import { useListParams } from '@spotless/shared-ui/router';
import { BidsTable } from './BidsTable';
import { QuoteRequestsPanel } from './QuoteRequestsPanel';

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
  const [list, setList] = useListParams();
  const requests = useAdminQuoteRequests(kind, statuses, list.page, list.search);
  return (
    <>
      <ListSearch label={caption} fieldLabel="Search by name, phone, e-mail or reference" search={list.search} onSearch={(search) => setList({ search })} />
      <QuoteRequestsPanel
        rows={requests.data?.rows ?? []}
        caption={caption}
        emptyText={emptyText}
        toggle={toggle}
        loading={requests.isLoading}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        renderBids={(r) => <BidsTable kind={r.requester_kind} quoteRequestId={r.id} caption={`Bids for ${r.service_type}`} />}
      />
      {requests.data ? (
        <ListPager label={caption} page={list.page} pageSize={requests.data.pageSize} total={requests.data.total} busy={requests.isFetching} onPage={(page) => setList({ page })} />
      ) : null}
    </>
  );
}
