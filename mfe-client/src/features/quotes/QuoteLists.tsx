// Presentational parts of the quote dashboard (props only, so tests and stories need no server): each request with
// its bids cheapest first (cleaner, rating, amount in naira, status, Approve / Reject), and the approved requests
// with the hired cleaner's contact and profile link.
import { Link } from '@spotless/shared-ui/router';
import styled from 'styled-components';
import { formatDate, formatReference, MESSAGES, type CleanerContact, type MyBid, type MyQuoteRequest } from '@spotless/shared-data';
import { Button, Card, EmptyState, NairaAmount, StatusBadge, Text } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { EmptyText, TableRegion } from '../../components/TableRegion';
import { Actions, CardList } from '../../components/layout';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  margin-bottom: 8px;
`;

/** Request status as the client reads it. */
export function requestStatusLabel(status: string): string {
  return ({ open: 'Pending', awarded: 'Approved', closed: 'Closed', cancelled: 'Cancelled' } as Record<string, string>)[status] ?? status;
}

/** Badge colour key for a request status (StatusBadge: approved green, cancelled/closed red, else yellow). */
function requestTone(status: string): string {
  return status === 'awarded' ? 'approved' : status === 'open' ? 'pending' : 'cancelled';
}

export function ratingText(avg: number | undefined, count: number | undefined): string {
  if (!count) return 'No reviews yet';
  return `${Number(avg).toFixed(1)} ★ (${count})`;
}

/** Bids of a request, cheapest first (the server sorts too; this keeps the order whatever the source). */
export function sortBids(bids: readonly MyBid[]): MyBid[] {
  return [...bids].sort((a, b) => a.amount_kobo - b.amount_kobo);
}

export interface BidsTableProps {
  request: MyQuoteRequest;
  busyBidId: string | null;
  onApprove: (bid: MyBid) => void;
  onReject: (bid: MyBid) => void;
}

export function BidsTable({ request, busyBidId, onApprove, onReject }: BidsTableProps) {
  const open = request.status === 'open';
  return (
    <TableRegion label={`Bids for ${request.service_type}`}>
    <DataTable<MyBid>
      caption={`Bids for ${request.service_type}`}
      rowKey="id"
      dataSource={sortBids(request.bids)}
      emptyText={<EmptyText>{MESSAGES.empty.bidsForRequest}</EmptyText>}
      pagination={false}
      size="small"
      onRow={() => ({ 'data-testid': 'bid-row' }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: 'Cleaner', key: 'cleaner', render: (_, bid) => bid.cleaner?.display_name ?? MESSAGES.bookings.unknownCleaner },
        { title: 'Rating', key: 'rating', render: (_, bid) => ratingText(bid.cleaner?.rating_avg, bid.cleaner?.rating_count) },
        { title: 'Amount', key: 'amount', render: (_, bid) => <NairaAmount kobo={bid.amount_kobo} /> },
        { title: 'Status', key: 'status', render: (_, bid) => <StatusBadge status={bid.status} /> },
        {
          title: 'Actions',
          key: 'actions',
          render: (_, bid) =>
            open && bid.status === 'pending' ? (
              <Actions>
                <Button size="sm" loading={busyBidId === bid.id} onClick={() => onApprove(bid)} aria-label={`Approve bid of ${bid.cleaner?.display_name ?? 'cleaner'}`}>
                  Approve
                </Button>
                <Button size="sm" variant="secondary" disabled={busyBidId === bid.id} onClick={() => onReject(bid)} aria-label={`Reject bid of ${bid.cleaner?.display_name ?? 'cleaner'}`}>
                  Reject
                </Button>
              </Actions>
            ) : null,
        },
      ]}
    />
    </TableRegion>
  );
}

export interface RequestListProps {
  requests: readonly MyQuoteRequest[];
  busyBidId: string | null;
  onApprove: (bid: MyBid) => void;
  onReject: (bid: MyBid) => void;
  onDetails: (request: MyQuoteRequest) => void;
  onDelete: (request: MyQuoteRequest) => void;
}

export function RequestList({ requests, busyBidId, onApprove, onReject, onDetails, onDelete }: RequestListProps) {
  if (!requests.length) return <EmptyState message={MESSAGES.empty.requests} />;
  return (
    <CardList aria-label="Your quote requests">
      {requests.map((request) => (
        <li key={request.id} data-testid="quote-request" data-request-id={request.id}>
          <Card
            title={request.service_type}
            titleLevel={3}
            actions={
              <Actions>
                <Button size="sm" variant="secondary" onClick={() => onDetails(request)}>
                  View details
                </Button>
                {request.status === 'open' ? (
                  <Button size="sm" variant="secondary" onClick={() => onDelete(request)}>
                    Delete request
                  </Button>
                ) : null}
              </Actions>
            }
          >
            <Meta>
              <StatusBadge status={requestTone(request.status)} label={requestStatusLabel(request.status)} />
              <Text size="sm" tone="secondary" style={{ margin: 0 }}>
                {request.location} · {formatDate(request.created_at)}
                {request.target ? ` · sent to ${request.target.display_name}` : ''}
              </Text>
              <Text size="sm" tone="secondary" style={{ margin: 0 }} data-testid="reference">
                Ref {formatReference('quote', request.id)}
              </Text>
            </Meta>
            <Text size="sm">{request.description}</Text>
            <BidsTable request={request} busyBidId={busyBidId} onApprove={onApprove} onReject={onReject} />
          </Card>
        </li>
      ))}
    </CardList>
  );
}

/** An approved request: the awarded bid and the hired cleaner. */
export interface ApprovedRow {
  request: MyQuoteRequest;
  bid: MyBid;
  contact: CleanerContact | undefined;
}

/** Approved requests with their winning bid. */
export function approvedRows(requests: readonly MyQuoteRequest[], contacts: readonly CleanerContact[]): ApprovedRow[] {
  return requests.flatMap((request) => {
    if (request.status !== 'awarded') return [];
    const bid = request.bids.find((b) => b.id === request.awarded_bid_id) ?? request.bids.find((b) => b.status === 'accepted');
    if (!bid) return [];
    return [{ request, bid, contact: contacts.find((c) => c.id === bid.cleaner_id) }];
  });
}

export function ApprovedTable({ rows, loading }: { rows: readonly ApprovedRow[]; loading?: boolean }) {
  return (
    <TableRegion label="Approved requests">
    <DataTable<ApprovedRow>
      caption="Approved requests"
      rowKey={(row) => row.request.id}
      pagination={false}
      loading={loading}
      dataSource={[...rows]}
      emptyText={<EmptyText>{MESSAGES.empty.approvedRequests}</EmptyText>}
      onRow={(row) => ({ 'data-testid': 'approved-row', 'data-request-id': row.request.id }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: 'Cleaner', key: 'cleaner', render: (_, row) => row.bid.cleaner?.display_name ?? row.contact?.full_name ?? MESSAGES.bookings.unknownCleaner },
        { title: 'Service Type', key: 'service', render: (_, row) => row.request.service_type },
        { title: 'Approved Amount', key: 'amount', render: (_, row) => <NairaAmount kobo={row.bid.amount_kobo} /> },
        {
          title: 'Contact',
          key: 'contact',
          render: (_, row) =>
            row.contact ? (
              <span>
                {row.contact.phone ? <a href={`tel:${row.contact.phone}`}>{row.contact.phone}</a> : null}
                {row.contact.phone && row.contact.email ? <br /> : null}
                {row.contact.email ? <a href={`mailto:${row.contact.email}`}>{row.contact.email}</a> : null}
              </span>
            ) : (
              '—'
            ),
        },
        { title: 'Profile', key: 'profile', render: (_, row) => <Link to={`/cleaners/${row.bid.cleaner_id}`}>View profile</Link> },
        {
          // Accepting a bid made an accepted booking at the bid's price: it is paid for from Bookings (Pay now).
          title: 'Payment',
          key: 'payment',
          render: (_, row) => (
            <Link to="/client/bookings" data-testid="approved-pay-link" aria-label={`Pay for ${row.request.service_type} in Bookings`}>
              Pay in Bookings
            </Link>
          ),
        },
      ]}
    />
    </TableRegion>
  );
}
