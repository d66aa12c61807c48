// Quote requests from the database; each expands to its bids (fetched when opened).
import { MESSAGES, useAdminQuoteRequests, type AdminCustomerKind, type AdminQuoteRequest } from '@spotless/shared-data';
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
  const requests = useAdminQuoteRequests(kind, statuses);
  return (
    <QuoteRequestsPanel
      rows={requests.data ?? []}
      caption={caption}
      emptyText={emptyText}
      toggle={toggle}
      loading={requests.isLoading}
      error={requests.error}
      onRetry={() => void requests.refetch()}
      renderBids={(r) => <BidsTable kind={r.requester_kind} quoteRequestId={r.id} caption={`Bids for ${r.service_type}`} />}
    />
  );
}
