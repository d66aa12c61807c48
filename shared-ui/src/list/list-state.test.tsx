// A paged list's state in the URL: page, search and sort are read from and written to the query string, so reload,
// links and Back/Forward keep them; the search box searches once typing pauses; the pager always says the total.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { renderWithTheme } from '../test/render-with-theme';
import { listParamsFrom, useListParams, withListParams } from '../router/list-params';
import { ListPager } from './ListPager';
import { ListSearch } from './ListSearch';
import { pageSummary } from './page-summary';

const SORTS = ['newest', 'oldest'] as const;

describe('list params in the URL', () => {
  it('reads page, search and sort, with defaults for missing or bad values', () => {
    expect(listParamsFrom(new URLSearchParams('page=3&q=ada&sort=oldest'), SORTS)).toEqual({ page: 3, search: 'ada', sort: 'oldest' });
    expect(listParamsFrom(new URLSearchParams('page=-1&sort=sideways'), SORTS)).toEqual({ page: 1, search: '', sort: 'newest' });
    expect(listParamsFrom(new URLSearchParams('n.page=2'), SORTS, 'n.')).toEqual({ page: 2, search: '', sort: 'newest' });
  });

  it('writes changes keeping other parameters; a new search or sort starts at page 1; defaults are left out', () => {
    const base = new URLSearchParams('tab=x&page=4&q=ada');
    expect(withListParams(base, { page: 5 }, SORTS).toString()).toBe('tab=x&page=5&q=ada');
    expect(withListParams(base, { search: 'obi' }, SORTS).toString()).toBe('tab=x&q=obi');
    expect(withListParams(base, { sort: 'oldest' }, SORTS).toString()).toBe('tab=x&q=ada&sort=oldest');
    expect(withListParams(base, { search: ' ' }, SORTS).toString()).toBe('tab=x');
  });
});

function Probe() {
  const [list, setList] = useListParams(SORTS);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <span data-testid="state">{`${list.page}|${list.search}|${list.sort}`}</span>
      <span data-testid="url">{location.search}</span>
      <ListSearch label="Clients" fieldLabel="Search clients" search={list.search} onSearch={(search) => setList({ search })} debounceMs={50} />
      <ListPager label="Clients" page={list.page} pageSize={20} total={45} onPage={(page) => setList({ page })} />
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </div>
  );
}

describe('useListParams with ListSearch and ListPager', () => {
  it('pages through the URL, goes back a page with Back, and searches once typing pauses', async () => {
    renderWithTheme(
      <MemoryRouter initialEntries={['/admin/clients?page=2']}>
        <Probe />
      </MemoryRouter>,
    );
    // Opened (or reloaded) at page 2: the page comes from the URL.
    expect(screen.getByTestId('state')).toHaveTextContent('2||newest');
    expect(screen.getByTestId('pager-total')).toHaveTextContent('21–40 of 45');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('url')).toHaveTextContent('?page=3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('state')).toHaveTextContent('2||newest');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search clients' }), { target: { value: 'ada ' } });
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('?q=ada'));
    expect(screen.getByTestId('state')).toHaveTextContent('1|ada|newest');
  });

  it('shows the term the URL holds and searches at once on Enter', async () => {
    renderWithTheme(
      <MemoryRouter initialEntries={['/admin/clients?q=obi', '/admin/clients?q=obi&page=2']} initialIndex={1}>
        <Probe />
      </MemoryRouter>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search clients' });
    expect(box).toHaveValue('obi');
    fireEvent.change(box, { target: { value: 'eze' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('url')).toHaveTextContent('?q=eze');
    await act(() => new Promise((r) => setTimeout(r, 80)));
    expect(screen.getByTestId('url')).toHaveTextContent('?q=eze');
  });
});

describe('pageSummary', () => {
  it('says which rows of how many, grouped', () => {
    expect(pageSummary(1, 20, 13482)).toBe('1–20 of 13,482');
    expect(pageSummary(3, 20, 45)).toBe('41–45 of 45');
    expect(pageSummary(1, 20, 0)).toBe('None');
  });
});
