// My requests in pages: each of its three lists (quote requests, requests to a cleaner, bookings) comes a page at a
// time from the database with its total, and its page is in the URL (?quotes-page=2&bookings-page=3), so a reload or
// Back keeps it. One reference search (?q=BK-3F2A91C0) covers the three lists; a new search starts each at page 1.
import type { ReactNode } from 'react';
import { Heading, ListPager } from '@spotless/shared-ui';
import { listParamsFrom, useSearchParams, withListParams } from '@spotless/shared-ui/router';
import type { ListPage } from '@spotless/shared-data';

/** The page parameter prefix of each list. */
export const SECTION_PREFIXES = { quotes: 'quotes-', direct: 'direct-', bookings: 'bookings-' } as const;
export type RequestSection = keyof typeof SECTION_PREFIXES;

const NEWEST = ['newest'] as const;

export interface MyRequestsParams {
  search: string;
  pages: Record<RequestSection, number>;
}

/** The search and each list's page, read from and written to the URL. */
export function useMyRequestsParams(): [MyRequestsParams, { setSearch: (search: string) => void; setPage: (section: RequestSection, page: number) => void }] {
  const [params, setParams] = useSearchParams();
  const pageOf = (section: RequestSection) => listParamsFrom(params, NEWEST, SECTION_PREFIXES[section]).page;
  const value: MyRequestsParams = {
    search: listParamsFrom(params, NEWEST).search,
    pages: { quotes: pageOf('quotes'), direct: pageOf('direct'), bookings: pageOf('bookings') },
  };
  return [
    value,
    {
      // One URL change for the term and every list's page (two changes in a row would each start from the old URL).
      setSearch: (search) =>
        setParams(
          (current) => {
            const next = withListParams(current, { search }, NEWEST);
            for (const prefix of Object.values(SECTION_PREFIXES)) next.delete(`${prefix}page`);
            return next;
          },
          { replace: true },
        ),
      setPage: (section, page) => setParams((current) => withListParams(current, { page }, NEWEST, SECTION_PREFIXES[section])),
    },
  ];
}

export interface RequestSectionProps {
  id: string;
  title: string;
  /** Names the pager ("Quote requests pages"). */
  pagerLabel: string;
  /** The page shown (none yet while the first loads). */
  data: ListPage<unknown> | undefined;
  busy: boolean;
  onPage: (page: number) => void;
  children: ReactNode;
}

/** A titled list with, below it, which rows of how many it shows and Previous / Next. */
export function RequestSection({ id, title, pagerLabel, data, busy, onPage, children }: RequestSectionProps) {
  return (
    <section aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
      {data && data.total > 0 ? (
        <ListPager label={pagerLabel} page={data.page} pageSize={data.pageSize} total={data.total} busy={busy} onPage={onPage} />
      ) : null}
    </section>
  );
}
