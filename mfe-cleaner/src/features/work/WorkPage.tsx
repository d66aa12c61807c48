// Bids dashboard (/cleaner/bids and sub-paths; spec /bids-dashboard): top tabs "Guest and Client Quotes" and "Your
// Schedules"; quote sub-tabs "Guest Bookings & RFQ", "Clients RFQs & Bids", "Clients Bookings". Also serves
// /cleaner/bookings (all bookings) and /cleaner/schedules. Lists are live (bids, bookings, requests). Each list comes a
// page at a time from the database with how many there are in all; its page is in the URL (one prefix per list, as a
// tab shows several: ?open-page=2&bids-page=3), with one reference search for the lists on screen (?q=QR-…, BID-…,
// BK-…: each list finds the references of its own rows).
import { useId, type ReactNode } from 'react';
import { useParams } from '@spotless/shared-ui/router';
import { type ListPage } from '@spotless/shared-data';
import {
  cleanerWorkEligibility,
  useCleanerBookingsPage,
  useCleanerSchedules,
  useMyBidsPage,
  useMyCleanerProfile,
  useOpenRequestsPage,
  type CustomerKind,
} from '@spotless/shared-data/cleaner';
import { useMyStandbyOffers } from '@spotless/shared-data/standby';
import { Container, Heading, ListPager, ListSearch, Text } from '@spotless/shared-ui';
import { Link, listParamsFrom, useListParams, useSearchParams, withListParams } from '@spotless/shared-ui/router';
import styled from 'styled-components';
import { BookingsTable } from './BookingsTable';
import { EligibilityNotice } from './Eligibility';
import { ApprovedBidsTable, MyBidsTable, OpenRequestsTable } from './QuoteTables';
import { SchedulesTable } from './SchedulesTable';
import { StandbyOffers } from './StandbyOffers';
import { AntdPage } from '../../components/AntdPage';

type QuoteTab = 'guest' | 'client' | 'client-bookings';

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  list-style: none;
  margin: 0 0 16px;
  padding: 0 0 8px;
  border-bottom: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.token.borderRadius}px;
    text-decoration: none;
    color: ${({ theme }) => theme.token.colorText};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.token.colorPrimaryBg};
    color: ${({ theme }) => theme.token.colorPrimaryActive};
    font-weight: 600;
  }
`;

/** Tab-like navigation between the dashboard's sections; each is a route, so links (not ARIA tabs) fit. */
function SectionNav({ label, items, active }: { label: string; items: Array<{ key: string; label: string; to: string }>; active: string }) {
  return (
    <nav aria-label={label}>
      <NavList>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} aria-current={item.key === active ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </NavList>
    </nav>
  );
}

/** Which tabs a sub-path opens (area-routes.ts: bids/guest-quotes, guest-bookings, client-quotes, client-bookings, status). */
export function tabsFor(section: string | undefined): { top: 'quotes' | 'schedules'; quote: QuoteTab } {
  switch (section) {
    case 'schedules':
      return { top: 'schedules', quote: 'guest' };
    case 'client-quotes':
      return { top: 'quotes', quote: 'client' };
    case 'client-bookings':
      return { top: 'quotes', quote: 'client-bookings' };
    default:
      return { top: 'quotes', quote: 'guest' };
  }
}

const QUOTE_PATHS: Record<QuoteTab, string> = { guest: 'guest-quotes', client: 'client-quotes', 'client-bookings': 'client-bookings' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section style={{ marginBottom: 24 }} aria-labelledby={id}>
      <Heading level={3} id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

// The lists have one order (newest first); the URL keeps only their pages.
const NEWEST = ['newest'] as const;

/** A list's page in the URL under its own prefix. */
function usePage(prefix: string): [number, (page: number) => void] {
  const [params, setParams] = useListParams(NEWEST, prefix);
  return [params.page, (page) => setParams({ page })];
}

const LIST_PREFIXES = ['', 'open-', 'bids-', 'approved-', 'bookings-'] as const;

/** The reference search of the lists on screen (?q=); a new one starts every list at page 1, in one URL change. */
function useReferenceSearch(): [string, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = listParamsFrom(params, NEWEST).search;
  const setSearch = (next: string) =>
    setParams(
      (current) => {
        const changed = withListParams(current, { search: next }, NEWEST);
        for (const prefix of LIST_PREFIXES) changed.delete(`${prefix}page`);
        return changed;
      },
      { replace: true },
    );
  return [search, setSearch];
}

function ReferenceSearch({ label, search, onSearch }: { label: string; search: string; onSearch: (search: string) => void }) {
  return <ListSearch label={label} fieldLabel="Find by reference (QR-, BID- or BK-…)" search={search} onSearch={onSearch} />;
}

/** Below a list with rows: which of how many, Previous / Next (nothing under an empty list: it says so itself). */
function Pager({ label, list, onPage }: { label: string; list: { data?: ListPage<unknown>; isFetching: boolean }; onPage: (page: number) => void }) {
  if (!list.data || list.data.total === 0) return null;
  return <ListPager label={label} page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} busy={list.isFetching} onPage={onPage} />;
}

function QuotesFor({ kind, canBid, canAccept }: { kind: CustomerKind; canBid: boolean; canAccept: boolean }) {
  const [openPage, setOpenPage] = usePage('open-');
  const [bidsPage, setBidsPage] = usePage('bids-');
  const [approvedPage, setApprovedPage] = usePage('approved-');
  const [bookingsPage, setBookingsPage] = usePage('bookings-');
  const [search, setSearch] = useReferenceSearch();
  const open = useOpenRequestsPage({ page: openPage, kind, search }, { enabled: canBid });
  const bids = useMyBidsPage({ page: bidsPage, kind, accepted: false, search });
  const approved = useMyBidsPage({ page: approvedPage, kind, accepted: true, search });
  const bookings = useCleanerBookingsPage({ page: bookingsPage, kind: 'guest', search });
  const label = kind === 'guest' ? 'Guest' : 'Client';
  return (
    <div>
      <ReferenceSearch label={`${label} quotes`} search={search} onSearch={setSearch} />
      {canBid ? (
        <Section title={kind === 'guest' ? 'Guest quote requests' : 'Client quote requests'}>
          <OpenRequestsTable
            caption={`${label} quote requests open for bidding`}
            rows={open.data?.rows ?? []}
            loading={open.isPending}
            error={open.error}
            onRetry={() => void open.refetch()}
          />
          <Pager label={`${label} quote requests`} list={open} onPage={setOpenPage} />
        </Section>
      ) : null}
      <Section title="Your bids">
        <MyBidsTable caption={`Your bids on ${label.toLowerCase()} requests`} rows={bids.data?.rows ?? []} loading={bids.isPending} error={bids.error} onRetry={() => void bids.refetch()} />
        <Pager label="Your bids" list={bids} onPage={setBidsPage} />
      </Section>
      <Section title="Approved bids">
        <ApprovedBidsTable caption={`Approved bids on ${label.toLowerCase()} requests`} rows={approved.data?.rows ?? []} loading={approved.isPending} error={approved.error} onRetry={() => void approved.refetch()} />
        <Pager label="Approved bids" list={approved} onPage={setApprovedPage} />
      </Section>
      {kind === 'guest' ? (
        <Section title="My Guests Bookings">
          <BookingsTable
            caption="Guest bookings"
            rows={bookings.data?.rows ?? []}
            loading={bookings.isPending}
            error={bookings.error}
            onRetry={() => void bookings.refetch()}
            canAccept={canAccept}
          />
          <Pager label="Guest bookings" list={bookings} onPage={setBookingsPage} />
        </Section>
      ) : null}
    </div>
  );
}

/** Standby jobs offered to this cleaner (only verified, active cleaners get offers; the database checks again). */
function StandbySection({ canAccept }: { canAccept: boolean }) {
  const offers = useMyStandbyOffers();
  return (
    <Section title="Standby jobs">
      <Text tone="secondary">Jobs another cleaner could not do, near you and at times you work.</Text>
      <StandbyOffers offers={offers.data ?? []} loading={offers.isPending} error={offers.error} onRetry={() => void offers.refetch()} canAccept={canAccept} />
    </Section>
  );
}

function WorkPageContent({ basePath, view }: { basePath: string; view?: 'bookings' | 'schedules' }) {
  const { section } = useParams();
  const profile = useMyCleanerProfile();
  const eligibility = cleanerWorkEligibility(profile.data);
  const canAccept = eligibility.canAccept;
  const canBid = eligibility.canBid;
  const { top, quote } = tabsFor(section);
  // /cleaner/bookings lists all of them (unprefixed page); the Clients Bookings tab only the clients'.
  const [bookingsPage, setBookingsPage] = usePage(view === 'bookings' ? '' : 'bookings-');
  const [search, setSearch] = useReferenceSearch();
  const bookings = useCleanerBookingsPage(
    { page: bookingsPage, kind: view === 'bookings' ? undefined : 'client', search },
    { enabled: view === 'bookings' || (!view && top === 'quotes' && quote === 'client-bookings') },
  );
  const schedules = useCleanerSchedules();

  if (view === 'bookings') {
    return (
      <Container>
        <Heading level={1}>Bookings</Heading>
        <EligibilityNotice profile={profile.data} basePath={basePath} />
        <StandbySection canAccept={eligibility.canBid} />
        <ReferenceSearch label="Bookings" search={search} onSearch={setSearch} />
        <BookingsTable caption="All your bookings" rows={bookings.data?.rows ?? []} loading={bookings.isPending} error={bookings.error} onRetry={() => void bookings.refetch()} canAccept={canAccept} />
        <Pager label="Bookings" list={bookings} onPage={setBookingsPage} />
      </Container>
    );
  }
  if (view === 'schedules') {
    return (
      <Container>
        <Heading level={1}>Your Cleaning Schedules</Heading>
        <SchedulesTable rows={schedules.data ?? []} loading={schedules.isPending} error={schedules.error} onRetry={() => void schedules.refetch()} />
      </Container>
    );
  }

  return (
    <Container>
      <Heading level={1}>Bids Dashboard</Heading>
      <EligibilityNotice profile={profile.data} basePath={basePath} />
      {profile.isPending ? <Text tone="secondary">Loading…</Text> : null}
      <SectionNav
        label="Bids dashboard"
        items={[
          { key: 'quotes', label: 'Guest and Client Quotes', to: `${basePath}/bids/${QUOTE_PATHS[quote]}` },
          { key: 'schedules', label: 'Your Schedules', to: `${basePath}/bids/schedules` },
        ]}
        active={top}
      />
      {top === 'quotes' ? (
        <>
          <SectionNav
            label="Quotes"
            items={[
              { key: 'guest', label: 'Guest Bookings & RFQ', to: `${basePath}/bids/guest-quotes` },
              { key: 'client', label: 'Clients RFQs & Bids', to: `${basePath}/bids/client-quotes` },
              { key: 'client-bookings', label: 'Clients Bookings', to: `${basePath}/bids/client-bookings` },
            ]}
            active={quote}
          />
          {quote === 'guest' ? <QuotesFor kind="guest" canBid={canBid} canAccept={canAccept} /> : null}
          {quote === 'client' ? <QuotesFor kind="client" canBid={canBid} canAccept={canAccept} /> : null}
          {quote === 'client-bookings' ? (
            <Section title="Clients Bookings">
              <ReferenceSearch label="Client bookings" search={search} onSearch={setSearch} />
              <BookingsTable
                caption="Client bookings"
                rows={bookings.data?.rows ?? []}
                loading={bookings.isPending}
                error={bookings.error}
                onRetry={() => void bookings.refetch()}
                canAccept={canAccept}
              />
              <Pager label="Client bookings" list={bookings} onPage={setBookingsPage} />
            </Section>
          ) : null}
        </>
      ) : (
        <SchedulesTable rows={schedules.data ?? []} loading={schedules.isPending} error={schedules.error} onRetry={() => void schedules.refetch()} />
      )}
    </Container>
  );
}

export default function WorkPage(props: { basePath: string; view?: 'bookings' | 'schedules' }) {
  return (
    <AntdPage>
      <WorkPageContent {...props} />
    </AntdPage>
  );
}
