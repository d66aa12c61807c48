// Client List console: clients paged, sorted and searched in the database; page, search and sort are in the URL.
import { ADMIN_LIST_SORTS, useAdminClientsPage } from '@spotless/shared-data/console';
import { ListPager, ListSearch } from '@spotless/shared-ui';
import { useListParams } from '@spotless/shared-ui/router';
import { ExportButton } from '../exports/ExportButton';
import { ClientsTable } from './ClientsTable';
import { SortField } from './SortField';

export function ClientsTab() {
  const [list, setList] = useListParams(ADMIN_LIST_SORTS);
  const clients = useAdminClientsPage(list);
  return (
    <section aria-label="Client List">
      <ListSearch label="Clients" fieldLabel="Search clients" search={list.search} onSearch={(search) => setList({ search })}>
        <SortField value={list.sort} onChange={(sort) => setList({ sort })} />
        <ExportButton kind="clients" filters={{ search: list.search, sort: list.sort }} />
      </ListSearch>
      <ClientsTable rows={clients.data?.rows ?? []} loading={clients.isLoading} error={clients.error} onRetry={() => void clients.refetch()} />
      {clients.data ? (
        <ListPager label="Clients" page={list.page} pageSize={clients.data.pageSize} total={clients.data.total} busy={clients.isFetching} onPage={(page) => setList({ page })} />
      ) : null}
    </section>
  );
}
