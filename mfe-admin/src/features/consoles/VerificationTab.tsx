// Cleaners Verification console: submissions of a status, paged and searched in the database (status, page and
// search in the URL); documents open through 60-second signed links after the view is logged (documentLink calls RPC
// log_document_view); Verify, or Reject with a reason.
import { MESSAGES } from '@spotless/shared-data';
import { ADMIN_LIST_SORTS, ADMIN_TEXTS, documentLink, useRejectCleaner, useVerificationPage, useVerifyCleaner } from '@spotless/shared-data/console';
import { ListPager, ListSearch, toast } from '@spotless/shared-ui';
import { useListParams, useSearchParams } from '@spotless/shared-ui/router';
import { toastError } from '../../lib/feedback';
import { openDocument } from './open-document';
import { VerificationTable, type VerificationStatus } from './VerificationTable';

const STATUSES: readonly VerificationStatus[] = ['pending', 'verified', 'rejected', 'all'];

export function VerificationTab() {
  const [list, setList] = useListParams(ADMIN_LIST_SORTS);
  const [params, setParams] = useSearchParams();
  const status = (STATUSES.find((s) => s === params.get('status')) ?? 'pending') as VerificationStatus;
  const submissions = useVerificationPage({ ...list, status });
  const verify = useVerifyCleaner();
  const reject = useRejectCleaner();
  const setStatus = (next: VerificationStatus) =>
    setParams((current) => {
      const p = new URLSearchParams(current);
      if (next === 'pending') p.delete('status');
      else p.set('status', next);
      p.delete('page');
      return p;
    });
  return (
    <>
      <ListSearch label="Verification submissions" fieldLabel="Search by cleaner" search={list.search} onSearch={(search) => setList({ search })} />
      <VerificationTable
        rows={submissions.data?.rows ?? []}
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
      {submissions.data ? (
        <ListPager
          label="Verification submissions"
          page={list.page}
          pageSize={submissions.data.pageSize}
          total={submissions.data.total}
          busy={submissions.isFetching}
          onPage={(page) => setList({ page })}
        />
      ) : null}
    </>
  );
}
