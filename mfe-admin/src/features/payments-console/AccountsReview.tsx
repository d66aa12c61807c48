// Accounts to review (data-free): payout accounts whose bank name did not match the cleaner's profile name. The admin
// compares the two and approves (payouts start) or rejects with a note the cleaner reads.
import { useState, type FormEvent } from 'react';
import { formatDate } from '@spotless/shared-data';
import { ADMIN_MONEY_TEXTS, type AccountToReview } from '@spotless/shared-data/money';
import { Button, Modal, TextAreaField } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';

/** Ours: the list's empty text. */
export const NO_ACCOUNTS = 'No accounts waiting for review.';

export function RejectAccountDialog({
  account,
  busy = false,
  onReject,
  onClose,
}: {
  account: AccountToReview | null;
  busy?: boolean;
  onReject: (account: AccountToReview, note: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!account) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(ADMIN_MONEY_TEXTS.rejectNoteRequired);
      return;
    }
    void onReject(account, note.trim()).then((done) => {
      if (!done) return;
      setNote('');
      onClose();
    });
  };
  return (
    <Modal open title={`Reject account of ${account.profile_name}`} onClose={onClose}>
      <form noValidate onSubmit={submit} data-testid="reject-account-dialog">
        <TextAreaField label="Note to the cleaner" required maxLength={500} value={note} error={error} onChange={(e) => setNote(e.target.value)} />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 12 }}>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={busy} loadingText="Rejecting…">
            Reject
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export function AccountsReview({
  rows,
  busyId,
  onApprove,
  onReject,
  loading = false,
  error = null,
  onRetry,
}: {
  rows: readonly AccountToReview[];
  /** The account whose review is being saved, if any. */
  busyId?: string | null;
  onApprove: (account: AccountToReview) => void;
  onReject: (account: AccountToReview, note: string) => Promise<boolean>;
} & ListState) {
  const [toReject, setToReject] = useState<AccountToReview | null>(null);
  return (
    <section aria-label="Accounts to review">
      <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
        <DataTable<AccountToReview>
          caption="Payout accounts to review"
          rowKey="cleaner_id"
          dataSource={[...rows]}
          emptyText={NO_ACCOUNTS}
          pagination={false}
          columns={[
            { title: 'Profile name', key: 'profile', render: (_, a) => <>{a.profile_name || '—'}<br /><small>{a.cleaner_email ?? ''}</small></> },
            { title: 'Name at the bank', dataIndex: 'account_name', key: 'account_name' },
            { title: 'Bank', key: 'bank', render: (_, a) => `${a.bank_name} ••••${a.account_number_last4}` },
            { title: 'Saved', key: 'saved', render: (_, a) => formatDate(a.updated_at) },
            {
              title: 'Actions',
              key: 'actions',
              fixed: 'right',
              render: (_, a) => (
                <div style={{ display: 'flex', gap: 8 }}>
                  <Button size="sm" disabled={busyId === a.cleaner_id} onClick={() => onApprove(a)} aria-label={`Approve account of ${a.profile_name}`}>
                    Approve
                  </Button>
                  <Button size="sm" variant="danger" disabled={busyId === a.cleaner_id} onClick={() => setToReject(a)} aria-label={`Reject account of ${a.profile_name}`}>
                    Reject
                  </Button>
                </div>
              ),
            },
          ]}
        />
      </QueryFrame>
      <RejectAccountDialog account={toReject} busy={busyId === toReject?.cleaner_id} onReject={onReject} onClose={() => setToReject(null)} />
    </section>
  );
}
