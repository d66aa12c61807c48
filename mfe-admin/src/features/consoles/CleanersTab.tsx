// Cleaners Dashboard console: cleaners paged, filtered and searched in the database (page, search, filter and sort in
// the URL); a confirmed action runs its RPC and toasts the spec's text.
import { MESSAGES } from '@spotless/shared-data';
import { ADMIN_LIST_SORTS, useAdminCleanersPage, useCleanerAction, type AdminCleanerFilter } from '@spotless/shared-data/console';
import { ListPager, ListSearch, SelectField, toast } from '@spotless/shared-ui';
import { useListParams, useSearchParams } from '@spotless/shared-ui/router';
import { toastError } from '../../lib/feedback';
import { ExportButton } from '../exports/ExportButton';
import { CleanersTable } from './CleanersTable';
import { SortField } from './SortField';

const FILTERS: ReadonlyArray<{ value: AdminCleanerFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'verified', label: 'Verified' },
  { value: 'unverified', label: 'Not verified' },
];

export function CleanersTab() {
  const [list, setList] = useListParams(ADMIN_LIST_SORTS);
  const [params, setParams] = useSearchParams();
  const filter = (FILTERS.find((f) => f.value === params.get('show'))?.value ?? 'all') as AdminCleanerFilter;
  const cleaners = useAdminCleanersPage({ ...list, filter });
  const action = useCleanerAction();
  const setFilter = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === 'all') next.delete('show');
      else next.set('show', value);
      next.delete('page');
      return next;
    });
  return (
    <section aria-label="Cleaners Dashboard">
      <ListSearch label="Cleaners" fieldLabel="Search cleaners" search={list.search} onSearch={(search) => setList({ search })}>
        <div style={{ width: 180 }}>
          <SelectField label="Show" value={filter} options={FILTERS} onValueChange={setFilter} />
        </div>
        <SortField value={list.sort} onChange={(sort) => setList({ sort })} />
        <ExportButton kind="cleaners" filters={{ search: list.search, sort: list.sort, status: filter }} />
      </ListSearch>
      <CleanersTable
        rows={cleaners.data?.rows ?? []}
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
      {cleaners.data ? (
        <ListPager label="Cleaners" page={list.page} pageSize={cleaners.data.pageSize} total={cleaners.data.total} busy={cleaners.isFetching} onPage={(page) => setList({ page })} />
      ) : null}
    </section>
  );
}
