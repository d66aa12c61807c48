// Cleaners Verification (data-free): submissions by status, each document behind a button (the container opens it
// through a signed link), Verify, and Reject with a required reason. onReject resolves true when the rejection was
// stored (the dialog closes).
import { useState } from 'react';
import { ADMIN_TEXTS, type AdminVerificationSubmission } from '@spotless/shared-data/console';
import { Button, Modal, SelectField, TextAreaField } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';
import type { VerificationDocument } from './open-document';

export type VerificationStatus = 'pending' | 'verified' | 'rejected' | 'all';

export function RejectDialog({
  submission,
  busy,
  onReject,
  onClose,
}: {
  submission: AdminVerificationSubmission | null;
  busy?: boolean;
  onReject: (submission: AdminVerificationSubmission, reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!submission) return null;
  return (
    <Modal open title={`Reject ${submission.cleaner_name}`} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) {
            setError(ADMIN_TEXTS.rejectReasonRequired);
            return;
          }
          void onReject(submission, reason).then((done) => done && onClose());
        }}
      >
        <TextAreaField label="Reason" required value={reason} error={error} onChange={(e) => setReason(e.target.value)} />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 12 }}>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            Reject
          </Button>
        </div>
      </form>
    </Modal>
  );
}

const statusText = (s: string) => (s === 'verified' ? 'Verified' : s === 'rejected' ? 'Rejected' : 'Pending');

export function VerificationTable({
  rows,
  status,
  onStatus,
  verifying,
  rejecting,
  onOpenDocument,
  onVerify,
  onReject,
  loading = false,
  error = null,
  onRetry,
}: {
  rows: readonly AdminVerificationSubmission[];
  status: VerificationStatus;
  onStatus: (status: VerificationStatus) => void;
  verifying?: boolean;
  rejecting?: boolean;
  onOpenDocument: (submissionId: string, document: VerificationDocument) => void;
  onVerify: (submission: AdminVerificationSubmission) => void;
  onReject: (submission: AdminVerificationSubmission, reason: string) => Promise<boolean>;
} & ListState) {
  const [toReject, setToReject] = useState<AdminVerificationSubmission | null>(null);
  return (
    <section aria-label="Cleaners Verification">
      <div style={{ maxWidth: 240 }}>
        <SelectField
          label="Show"
          value={status}
          onValueChange={(v) => onStatus(v as VerificationStatus)}
          options={[
            { value: 'pending', label: 'Pending' },
            { value: 'verified', label: 'Verified' },
            { value: 'rejected', label: 'Rejected' },
            { value: 'all', label: 'All' },
          ]}
        />
      </div>
      <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
        <DataTable<AdminVerificationSubmission>
          caption="Verification submissions"
          // One page from the database; the container shows the pager with the total.
          pagination={false}
          rowKey="id"
          dataSource={[...rows]}
          emptyText="No verification requests found."
          columns={[
            { title: 'Cleaner', dataIndex: 'cleaner_name' },
            { title: 'Email', dataIndex: 'cleaner_email' },
            { title: 'ID type', dataIndex: 'id_type' },
            {
              title: 'Documents',
              key: 'docs',
              render: (_, s) => (
                <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
                  <Button size="sm" variant="link" aria-label={`Government ID of ${s.cleaner_name}`} onClick={() => onOpenDocument(s.id, 'government_id')}>
                    Government ID
                  </Button>
                  <Button size="sm" variant="link" aria-label={`Proof of address of ${s.cleaner_name}`} onClick={() => onOpenDocument(s.id, 'address_proof')}>
                    Proof of address
                  </Button>
                </span>
              ),
            },
            { title: 'Status', dataIndex: 'status', render: (s: string) => statusText(s) },
            { title: 'Note', dataIndex: 'review_note' },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, s) =>
                s.status === 'pending' ? (
                  <span style={{ display: 'inline-flex', gap: 8 }}>
                    <Button size="sm" disabled={verifying} aria-label={`Verify ${s.cleaner_name}`} onClick={() => onVerify(s)}>
                      Verify
                    </Button>
                    <Button size="sm" variant="danger" aria-label={`Reject ${s.cleaner_name}`} onClick={() => setToReject(s)}>
                      Reject
                    </Button>
                  </span>
                ) : null,
            },
          ]}
        />
      </QueryFrame>
      <RejectDialog key={toReject?.id ?? 'none'} submission={toReject} busy={rejecting} onReject={onReject} onClose={() => setToReject(null)} />
    </section>
  );
}
