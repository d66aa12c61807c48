// Cleaners Verification: pending submissions; documents open through 60-second signed links after the view is logged
// (RPC log_document_view); Verify, or Reject with a reason.
import { useState } from 'react';
import {
  ADMIN_TEXTS,
  documentLink,
  MESSAGES,
  useRejectCleaner,
  useVerificationSubmissions,
  useVerifyCleaner,
  type AdminVerificationSubmission,
} from '@spotless/shared-data';
import { Button, Modal, SelectField, TextAreaField, toast } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, toastError } from '../../lib/feedback';

type Status = 'pending' | 'verified' | 'rejected' | 'all';

async function openDocument(submissionId: string, document: 'government_id' | 'address_proof') {
  // Open the tab synchronously (popup blockers), then point it at the signed link once it exists.
  const tab = window.open('', '_blank');
  try {
    const url = await documentLink(submissionId, document);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  } catch (error) {
    tab?.close();
    toastError(error, MESSAGES.admin.fileRetrieveFailed);
  }
}

export function RejectDialog({ submission, onClose }: { submission: AdminVerificationSubmission | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reject = useRejectCleaner();
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
          reject.mutate(
            { cleanerId: submission.cleaner_id, reason },
            {
              onSuccess: () => {
                toast.success(ADMIN_TEXTS.rejected);
                onClose();
              },
              onError: (e) => toastError(e, MESSAGES.admin.verificationUpdateFailed),
            },
          );
        }}
      >
        <TextAreaField label="Reason" required value={reason} error={error} onChange={(e) => setReason(e.target.value)} />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 12 }}>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={reject.isPending}>
            Reject
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export function VerificationTab() {
  const [status, setStatus] = useState<Status>('pending');
  const [rejecting, setRejecting] = useState<AdminVerificationSubmission | null>(null);
  const submissions = useVerificationSubmissions(status);
  const verify = useVerifyCleaner();
  return (
    <section aria-label="Cleaners Verification">
      <div style={{ maxWidth: 240 }}>
        <SelectField
          label="Show"
          value={status}
          onValueChange={(v) => setStatus(v as Status)}
          options={[
            { value: 'pending', label: 'Pending' },
            { value: 'verified', label: 'Verified' },
            { value: 'rejected', label: 'Rejected' },
            { value: 'all', label: 'All' },
          ]}
        />
      </div>
      <QueryFrame isLoading={submissions.isLoading} error={submissions.error} onRetry={() => void submissions.refetch()}>
        <DataTable<AdminVerificationSubmission>
          caption="Verification submissions"
          rowKey="id"
          dataSource={submissions.data ?? []}
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
                  <Button size="sm" variant="link" aria-label={`Government ID of ${s.cleaner_name}`} onClick={() => void openDocument(s.id, 'government_id')}>
                    Government ID
                  </Button>
                  <Button size="sm" variant="link" aria-label={`Proof of address of ${s.cleaner_name}`} onClick={() => void openDocument(s.id, 'address_proof')}>
                    Proof of address
                  </Button>
                </span>
              ),
            },
            { title: 'Status', dataIndex: 'status', render: (s: string) => (s === 'verified' ? 'Verified' : s === 'rejected' ? 'Rejected' : 'Pending') },
            { title: 'Note', dataIndex: 'review_note' },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, s) =>
                s.status === 'pending' ? (
                  <span style={{ display: 'inline-flex', gap: 8 }}>
                    <Button
                      size="sm"
                      disabled={verify.isPending}
                      aria-label={`Verify ${s.cleaner_name}`}
                      onClick={() =>
                        verify.mutate(s.cleaner_id, {
                          onSuccess: () => toast.success(ADMIN_TEXTS.verified),
                          onError: (e) => toastError(e, MESSAGES.admin.verificationUpdateFailed),
                        })
                      }
                    >
                      Verify
                    </Button>
                    <Button size="sm" variant="danger" aria-label={`Reject ${s.cleaner_name}`} onClick={() => setRejecting(s)}>
                      Reject
                    </Button>
                  </span>
                ) : null,
            },
          ]}
        />
      </QueryFrame>
      <RejectDialog key={rejecting?.id ?? 'none'} submission={rejecting} onClose={() => setRejecting(null)} />
    </section>
  );
}
