// Quote tables of the bids dashboard: open requests to bid on, my bids (status badges, withdraw), approved bids
// with the customer's contact details (readable only once the bid was accepted).
import { useState } from 'react';
import { errorMessage, MESSAGES } from '@spotless/shared-data';
import { useWithdrawBid, type CleanerBid, type CleanerQuoteRequest } from '@spotless/shared-data/cleaner';
import { Button, EmptyState, ErrorState, Modal, NairaAmount, StatusBadge, Text, toast } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { BidModal } from './BidModal';
import { HIDDEN, dateOrDash, requestPlace } from './labels';
import { WithReference } from './WithReference';

interface ListState {
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}

export function OpenRequestsTable({ rows, caption, loading, error, onRetry }: ListState & { rows: readonly CleanerQuoteRequest[]; caption: string }) {
  const [bidOn, setBidOn] = useState<CleanerQuoteRequest | null>(null);
  if (error) return <ErrorState message={error.message} onRetry={onRetry} />;
  if (!loading && rows.length === 0) return <EmptyState message={MESSAGES.empty.quotesForBidding} />;
  return (
    <>
      <DataTable<CleanerQuoteRequest>
        caption={caption}
        rowKey="id"
        pagination={false}
        loading={loading}
        emptyText={MESSAGES.empty.quotesForBidding}
        dataSource={[...rows]}
        columns={[
          {
            title: 'Service',
            key: 'service',
            render: (_, r) => (
              <WithReference kind="quote" id={r.id}>
                {r.target_cleaner_id ? `${r.service_type} · sent to you` : r.service_type}
              </WithReference>
            ),
          },
          { title: 'Location', key: 'location', render: (_, r) => requestPlace(r) },
          { title: 'Budget', key: 'budget', render: (_, r) => r.budget ?? '—' },
          { title: 'Posted', key: 'created', render: (_, r) => dateOrDash(r.created_at) },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, r) => (
              <Button size="sm" onClick={() => setBidOn(r)} aria-label={`View Details and bid: ${r.service_type} in ${r.location}`}>
                View Details
              </Button>
            ),
          },
        ]}
      />
      <BidModal request={bidOn} onClose={() => setBidOn(null)} />
    </>
  );
}

export function MyBidsTable({ rows, caption, loading, error, onRetry }: ListState & { rows: readonly CleanerBid[]; caption: string }) {
  const withdraw = useWithdrawBid();
  const [details, setDetails] = useState<CleanerBid | null>(null);
  if (error) return <ErrorState message={error.message} onRetry={onRetry} />;
  if (!loading && rows.length === 0) return <EmptyState message={MESSAGES.empty.bids} />;
  const onWithdraw = async (bid: CleanerBid) => {
    try {
      await withdraw.mutateAsync(bid.quoteRequestId);
      toast.success(MESSAGES.bids.removed);
    } catch (e) {
      toast.error(errorMessage(e, MESSAGES.bids.removeFailed));
    }
  };
  return (
    <>
      <DataTable<CleanerBid>
        caption={caption}
        rowKey="id"
        pagination={false}
        loading={loading}
        emptyText={MESSAGES.empty.bids}
        dataSource={[...rows]}
        columns={[
          {
            title: 'Service',
            key: 'service',
            render: (_, b) => (
              <WithReference kind="bid" id={b.id}>
                {b.request?.service_type ?? '—'}
              </WithReference>
            ),
          },
          { title: 'Location', key: 'location', render: (_, b) => requestPlace(b.request) },
          { title: 'Your bid', key: 'amount', render: (_, b) => <NairaAmount kobo={b.amountKobo} /> },
          { title: 'Status', key: 'status', render: (_, b) => <StatusBadge status={b.status} /> },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, b) => (
              <div style={{ display: 'flex', gap: 8 }}>
                <Button size="sm" variant="secondary" onClick={() => setDetails(b)}>
                  View
                </Button>
                {b.status === 'pending' ? (
                  <Button size="sm" variant="danger" onClick={() => void onWithdraw(b)} disabled={withdraw.isPending}>
                    Withdraw
                  </Button>
                ) : null}
              </div>
            ),
          },
        ]}
      />
      <BidDetailsModal bid={details} onClose={() => setDetails(null)} />
    </>
  );
}

export function BidDetailsModal({ bid, onClose }: { bid: CleanerBid | null; onClose: () => void }) {
  return (
    <Modal open={bid !== null} onClose={onClose} title="Bid Details" footer={<Button variant="secondary" onClick={onClose}>Close</Button>}>
      {bid ? (
        <div>
          <Text><strong>Service:</strong> {bid.request?.service_type ?? '—'}</Text>
          <Text><strong>Location:</strong> {requestPlace(bid.request)}</Text>
          <Text><strong>Description:</strong> {bid.request?.description ?? '—'}</Text>
          <Text><strong>Budget:</strong> {bid.request?.budget ?? '—'}</Text>
          <Text><strong>Your bid:</strong> <NairaAmount kobo={bid.amountKobo} /></Text>
          <Text><strong>Status:</strong> <StatusBadge status={bid.status} /></Text>
          <ContactBlock contact={bid.contact} />
        </div>
      ) : null}
    </Modal>
  );
}

export function ContactBlock({ contact }: { contact: CleanerBid['contact'] }) {
  return (
    <dl style={{ margin: '12px 0 0' }} data-testid="contact-block">
      <Text><strong>Name:</strong> {contact?.full_name ?? HIDDEN}</Text>
      <Text><strong>Phone:</strong> {contact?.phone ?? HIDDEN}</Text>
      <Text><strong>Email:</strong> {contact ? (contact.email ?? '—') : HIDDEN}</Text>
      <Text><strong>Address:</strong> {contact ? (contact.address ?? '—') : HIDDEN}</Text>
    </dl>
  );
}

export function ApprovedBidsTable({ rows, caption, loading, error, onRetry }: ListState & { rows: readonly CleanerBid[]; caption: string }) {
  if (error) return <ErrorState message={error.message} onRetry={onRetry} />;
  if (!loading && rows.length === 0) return <EmptyState message={MESSAGES.empty.approvedBids} />;
  return (
    <DataTable<CleanerBid>
      caption={caption}
      rowKey="id"
      pagination={false}
      loading={loading}
      emptyText={MESSAGES.empty.approvedBids}
      dataSource={[...rows]}
      columns={[
        { title: 'Name', key: 'name', render: (_, b) => b.contact?.full_name ?? HIDDEN },
        { title: 'Phone', key: 'phone', render: (_, b) => b.contact?.phone ?? HIDDEN },
        { title: 'Email', key: 'email', render: (_, b) => (b.contact ? (b.contact.email ?? '—') : HIDDEN) },
        {
          title: 'Service',
          key: 'service',
          render: (_, b) => (
            <WithReference kind="bid" id={b.id}>
              {b.request?.service_type ?? '—'}
            </WithReference>
          ),
        },
        { title: 'Location', key: 'location', render: (_, b) => requestPlace(b.request) },
        { title: 'Approved amount', key: 'amount', render: (_, b) => <NairaAmount kobo={b.amountKobo} /> },
        { title: 'Status', key: 'status', render: (_, b) => <StatusBadge status={b.status} /> },
      ]}
    />
  );
}
