// Cleaners Verification console: submissions from the database; documents open through 60-second signed links after
// the view is logged (documentLink calls RPC log_document_view); Verify, or Reject with a reason.
import { useState } from 'react';
import { ADMIN_TEXTS, documentLink, MESSAGES, useRejectCleaner, useVerificationSubmissions, useVerifyCleaner } from '@spotless/shared-data';
import { toast } from '@spotless/shared-ui';
import { toastError } from '../../lib/feedback';
import { openDocument } from './open-document';
import { VerificationTable, type VerificationStatus } from './VerificationTable';

export function VerificationTab() {
  const [status, setStatus] = useState<VerificationStatus>('pending');
  const submissions = useVerificationSubmissions(status);
  const verify = useVerifyCleaner();
  const reject = useRejectCleaner();
  return (
    <VerificationTable
      rows={submissions.data ?? []}
      status={status}
      onStatus={setStatus}
      loading={submissions.isLoading}
      error={submissions.error}
      onRetry={() => void submissions.refetch()}
      verifying={verify.isPending}
      rejecting={reject.isPending}
      onOpenDocument={(id, document) => void openDocument(documentLink, id, document, (e) => toastError(e, MESSAGES.admin.fileRetrieveFailed))}
      onVerify={(s) =>
        verify.mutate(s.cleaner_id, { onSuccess: () => toast.success(ADMIN_TEXTS.verified), onError: (e) => toastError(e, MESSAGES.admin.verificationUpdateFailed) })
      }
      onReject={(s, reason) =>
        reject.mutateAsync({ cleanerId: s.cleaner_id, reason }).then(
          () => {
            toast.success(ADMIN_TEXTS.rejected);
            return true;
          },
          (e: unknown) => {
            toastError(e, MESSAGES.admin.verificationUpdateFailed);
            return false;
          },
        )
      }
    />
  );
}
