// Cleaner Match console: schedules, clients and cleaners from the database; adding inserts a pending schedule and
// matches it (RPC match_schedule lays out the visits).
import { ADMIN_TEXTS, MESSAGES, useAddMatchedSchedule, useAdminCleaners, useAdminClients, useAdminSchedules, useMatchSchedule } from '@spotless/shared-data';
import { toast } from '@spotless/shared-ui';
import { toastError } from '../../lib/feedback';
import { MatchView } from './MatchView';
import { clientOptions, workingCleanerOptions } from './people-options';

export function MatchTab() {
  const schedules = useAdminSchedules();
  const clients = useAdminClients();
  const cleaners = useAdminCleaners();
  const add = useAddMatchedSchedule();
  const match = useMatchSchedule();
  return (
    <MatchView
      schedules={schedules.data ?? []}
      clients={clientOptions(clients.data ?? [])}
      cleaners={workingCleanerOptions(cleaners.data ?? [])}
      loading={schedules.isLoading}
      error={schedules.error}
      onRetry={() => void schedules.refetch()}
      adding={add.isPending}
      matching={match.isPending}
      onAdd={(input) =>
        add.mutateAsync(input).then(
          () => {
            toast.success(MESSAGES.schedules.added);
            return true;
          },
          (e: unknown) => {
            toastError(e, MESSAGES.schedules.addError);
            return false;
          },
        )
      }
      onMatch={(scheduleId, cleanerId) =>
        match.mutateAsync({ scheduleId, cleanerId }).then(
          () => toast.success(ADMIN_TEXTS.scheduleMatched),
          (e: unknown) => toastError(e, MESSAGES.schedules.addError),
        )
      }
    />
  );
}
