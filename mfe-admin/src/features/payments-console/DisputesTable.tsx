// Disputes (data-free): completed jobs the customer reported a problem with. While one is open the cleaner's share
// stays held and the 48-hour confirmation waits. The admin releases the payout or refunds the customer in full, after
// a confirm dialog with an optional note; for a partial refund they refund part of the payment under Transactions
// first, then release.
import { useState, type FormEvent } from 'react';
import { formatDate } from '@spotless/shared-data';
import { ADMIN_DISPUTE_TEXTS, DISPUTE_NOTE_MAX, type DisputeOutcome, type OpenDispute } from '@spotless/shared-data/money';
import { Button, Modal, NairaAmount, Text, TextAreaField } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';

const ACTIONS: Record<DisputeOutcome, { label: string; title: (d: OpenDispute) => string; explain: string }> = {
  release: {
    label: 'Release payout',
    title: (d) => `Release payout to ${d.cleaner_name}?`,
    explain: 'The job counts as completed and the cleaner is paid their share of what is left of the payment. Both sides are told.',
  },
  refund: {
    label: 'Refund in full',
    title: (d) => `Refund ${d.customer_name} in full?`,
    explain: 'The booking is cancelled, what is left of the payment goes back to the customer and the cleaner is not paid. Both sides are told.',
  },
};

export function ResolveDisputeDialog({
  dispute,
  outcome,
  busy = false,
  onResolve,
  onClose,
}: {
  dispute: OpenDispute | null;
  outcome: DisputeOutcome;
  busy?: boolean;
  onResolve: (dispute: OpenDispute, outcome: DisputeOutcome, note: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!dispute) return null;
  const action = ACTIONS[outcome];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (note.trim().length > DISPUTE_NOTE_MAX) {
      setError(ADMIN_DISPUTE_TEXTS.noteTooLong);
      return;
    }
    void onResolve(dispute, outcome, note.trim()).then((done) => {
      if (!done) return;
      setNote('');
      onClose();
    });
  };
  return (
    <Modal open title={action.title(dispute)} onClose={onClose}>
      <form noValidate onSubmit={submit} data-testid="resolve-dispute-dialog">
        <Text>{action.explain}</Text>
        <TextAreaField label="Note (optional)" maxLength={DISPUTE_NOTE_MAX} value={note} error={error} onChange={(e) => setNote(e.target.value)} />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 12 }}>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={outcome === 'refund' ? 'danger' : 'primary'} loading={busy} loadingText="Saving…" data-testid="dispute-confirm">
            {action.label}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export function DisputesTable({
  rows,
  busyId,
  onResolve,
  loading = false,
  error = null,
  onRetry,
}: {
  rows: readonly OpenDispute[];
  /** The booking whose dispute is being closed, if any. */
  busyId?: string | null;
  onResolve: (dispute: OpenDispute, outcome: DisputeOutcome, note: string) => Promise<boolean>;
} & ListState) {
  const [open, setOpen] = useState<{ dispute: OpenDispute; outcome: DisputeOutcome } | null>(null);
  return (
    <section aria-label="Disputes">
      <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
        <DataTable<OpenDispute>
          caption="Open disputes"
          rowKey="booking_id"
          dataSource={[...rows]}
          emptyText={ADMIN_DISPUTE_TEXTS.empty}
          pagination={false}
          onRow={(d) => ({ 'data-testid': 'dispute-row', 'data-booking-id': d.booking_id }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { title: 'Booking', key: 'services', render: (_, d) => d.services.join(', ') },
            { title: 'Customer', key: 'customer', render: (_, d) => <>{d.customer_name}<br /><small>{d.customer_kind === 'guest' ? 'Guest' : 'Client'}</small></> },
            { title: 'Cleaner', dataIndex: 'cleaner_name', key: 'cleaner' },
            { title: 'Paid', key: 'paid', render: (_, d) => <NairaAmount kobo={d.paid_kobo} /> },
            { title: 'Reason', key: 'reason', render: (_, d) => <span style={{ whiteSpace: 'pre-wrap' }}>{d.dispute_reason}</span> },
            { title: 'Reported', key: 'when', render: (_, d) => formatDate(d.disputed_at) },
            {
              title: 'Actions',
              key: 'actions',
              fixed: 'right',
              render: (_, d) => {
                const what = d.services.join(', ');
                return (
                  <div style={{ display: 'flex', gap: 8 }}>
                    <Button
                      size="sm"
                      disabled={busyId === d.booking_id}
                      onClick={() => setOpen({ dispute: d, outcome: 'release' })}
                      data-testid="dispute-release"
                      aria-label={`Release payout for ${what} to ${d.cleaner_name}`}
                    >
                      Release payout
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={busyId === d.booking_id}
                      onClick={() => setOpen({ dispute: d, outcome: 'refund' })}
                      data-testid="dispute-refund"
                      aria-label={`Refund ${d.customer_name} in full for ${what}`}
                    >
                      Refund in full
                    </Button>
                  </div>
                );
              },
            },
          ]}
        />
      </QueryFrame>
      <ResolveDisputeDialog
        key={open ? `${open.dispute.booking_id}:${open.outcome}` : 'closed'}
        dispute={open?.dispute ?? null}
        outcome={open?.outcome ?? 'release'}
        busy={open !== null && busyId === open.dispute.booking_id}
        onResolve={onResolve}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
