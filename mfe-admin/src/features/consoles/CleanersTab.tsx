// Cleaners Dashboard console: cleaners from the database; a confirmed action runs its RPC and toasts the spec's text.
import { MESSAGES, useAdminCleaners, useCleanerAction } from '@spotless/shared-data';
import { toast } from '@spotless/shared-ui';
import { toastError } from '../../lib/feedback';
import { CleanersTable } from './CleanersTable';

export function CleanersTab() {
  const cleaners = useAdminCleaners();
  const action = useCleanerAction();
  return (
    <CleanersTable
      rows={cleaners.data ?? []}
      loading={cleaners.isLoading}
      error={cleaners.error}
      onRetry={() => void cleaners.refetch()}
      busy={action.isPending}
      onAction={(cleaner, kind) =>
        action.mutateAsync({ cleanerId: cleaner.user_id, action: kind }).then(
          (done) => toast.success(done),
          (e: unknown) => toastError(e, MESSAGES.admin.actionFailed(kind, 'cleaner')),
        )
      }
    />
  );
}
