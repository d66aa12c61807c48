// My requests in pages: each list's page and the reference search live in the URL, the pager says the total, and a
// new search starts every list again at page 1.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ListSearch } from '@spotless/shared-ui';
import { useLocation } from '@spotless/shared-ui/router';
import { renderGuest } from '../../test/render';
import { RequestSection, useMyRequestsParams } from './RequestSections';

const page = (n: number, total: number) => ({ rows: [], total, page: n, pageSize: 20 });

function Probe() {
  const [params, set] = useMyRequestsParams();
  const location = useLocation();
  return (
    <div>
      <span data-testid="url">{location.search}</span>
      <ListSearch label="My requests" fieldLabel="Find by reference" search={params.search} onSearch={set.setSearch} debounceMs={10} />
      <RequestSection id="q" title="Quote requests" pagerLabel="Quote requests" data={page(params.pages.quotes, 45)} busy={false} onPage={(n) => set.setPage('quotes', n)}>
        <p>requests</p>
      </RequestSection>
      <RequestSection id="b" title="Bookings" pagerLabel="Bookings" data={page(params.pages.bookings, 21)} busy={false} onPage={(n) => set.setPage('bookings', n)}>
        <p>bookings</p>
      </RequestSection>
      <RequestSection id="d" title="Requests to a cleaner" pagerLabel="Requests to a cleaner" data={page(1, 0)} busy={false} onPage={() => undefined}>
        <p>none</p>
      </RequestSection>
    </div>
  );
}

const pager = (label: string) => screen.getByRole('navigation', { name: `${label} pages` });

it('pages each list apart through the URL and shows how many there are in all', () => {
  renderGuest(<Probe />, { route: '/my-requests?bookings-page=2' });
  expect(within(pager('Bookings')).getByTestId('pager-total')).toHaveTextContent('21–21 of 21');
  expect(within(pager('Quote requests')).getByTestId('pager-total')).toHaveTextContent('1–20 of 45');
  fireEvent.click(within(pager('Quote requests')).getByRole('button', { name: 'Next' }));
  expect(screen.getByTestId('url')).toHaveTextContent('?bookings-page=2&quotes-page=2');
  expect(within(pager('Quote requests')).getByTestId('pager-total')).toHaveTextContent('21–40 of 45');
  expect(within(pager('Bookings')).getByRole('button', { name: 'Next' })).toBeDisabled();
  // An empty list has no pager: its empty text says so.
  expect(screen.queryByRole('navigation', { name: 'Requests to a cleaner pages' })).toBeNull();
});

it('a reference search is in the URL and starts every list at page 1', async () => {
  renderGuest(<Probe />, { route: '/my-requests?quotes-page=3&bookings-page=2' });
  fireEvent.change(screen.getByRole('searchbox', { name: 'Find by reference' }), { target: { value: ' BK-3F2A91C0 ' } });
  await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\?q=BK-3F2A91C0$/));
  expect(within(pager('Quote requests')).getByTestId('pager-total')).toHaveTextContent('1–20 of 45');
});
