// Cleaner Match console: schedules from the database (paged, searched by client, cleaner or location); the client
// and cleaner pickers search the database as you type (first matches and how many in all, never every name); adding
// inserts a pending schedule and matches it (RPC match_schedule lays out the visits).
import { useState } from 'react';
import { MESSAGES } from '@spotless/shared-data';
import { ADMIN_TEXTS, useAddMatchedSchedule, useAdminSchedules, useClientChoices, useMatchSchedule, useWorkingCleanerChoices } from '@spotless/shared-data/console';
import { ListPager, ListSearch, toast, useDebouncedValue } from '@spotless/shared-ui';
import { useListParams } from '@spotless/shared-ui/router';
import { toastError } from '../../lib/feedback';
import { MatchView } from './MatchView';

export function MatchTab() {
  const [list, setList] = useListParams();
  const schedules = useAdminSchedules(list.page, list.search);
  const [clientText, setClientText] = useState('');
  const [cleanerText, setCleanerText] = useState('');
  const clients = useClientChoices(useDebouncedValue(clientText, 300));
  const cleaners = useWorkingCleanerChoices(useDebouncedValue(cleanerText, 300));
  const add = useAddMatchedSchedule();
  const match = useMatchSchedule();
  return (
    <MatchView
      schedules={schedules.data?.rows ?? []}
      search={<ListSearch label="Schedules" fieldLabel="Search schedules" search={list.search} onSearch={(search) => setList({ search })} />}
      pager={
        schedules.data ? (
          <ListPager label="Schedules" page={list.page} pageSize={schedules.data.pageSize} total={schedules.data.total} busy={schedules.isFetching} onPage={(page) => setList({ page })} />
        ) : null
      }
      clients={clients.data?.options ?? []}
      clientsTotal={clients.data?.total}
      onSearchClients={setClientText}
      cleaners={cleaners.data?.options ?? []}
      cleanersTotal={cleaners.data?.total}
      onSearchCleaners={setCleanerText}
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
