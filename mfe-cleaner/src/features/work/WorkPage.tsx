// Bids dashboard (/cleaner/bids and sub-paths; spec /bids-dashboard): top tabs "Guest and Client Quotes" and "Your
// Schedules"; quote sub-tabs "Guest Bookings & RFQ", "Clients RFQs & Bids", "Clients Bookings". Also serves
// /cleaner/bookings (all bookings) and /cleaner/schedules. Lists are live (bids, bookings, requests).
import { useId, type ReactNode } from 'react';
import { useParams } from '@spotless/shared-ui/router';
import {
  cleanerWorkEligibility,
  useCleanerBookings,
  useCleanerSchedules,
  useMyBids,
  useMyCleanerProfile,
  useMyStandbyOffers,
  useOpenRequests,
  type CleanerBid,
  type CustomerKind,
} from '@spotless/shared-data';
import { Container, Heading, Text } from '@spotless/shared-ui';
import { Link } from '@spotless/shared-ui/router';
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

function QuotesFor({ kind, canBid, canAccept }: { kind: CustomerKind; canBid: boolean; canAccept: boolean }) {
  const open = useOpenRequests({ enabled: canBid });
  const bids = useMyBids();
  const bookings = useCleanerBookings();
  const label = kind === 'guest' ? 'Guest' : 'Client';
  const mine = (bids.data ?? []).filter((b: CleanerBid) => b.request?.requester_kind === kind);
  return (
    <div>
      {canBid ? (
        <Section title={kind === 'guest' ? 'Guest quote requests' : 'Client quote requests'}>
          <OpenRequestsTable
            caption={`${label} quote requests open for bidding`}
            rows={(open.data ?? []).filter((r) => r.requester_kind === kind)}
            loading={open.isPending}
            error={open.error}
            onRetry={() => void open.refetch()}
          />
        </Section>
      ) : null}
      <Section title="Your bids">
        <MyBidsTable caption={`Your bids on ${label.toLowerCase()} requests`} rows={mine.filter((b) => b.status !== 'accepted')} loading={bids.isPending} error={bids.error} onRetry={() => void bids.refetch()} />
      </Section>
      <Section title="Approved bids">
        <ApprovedBidsTable caption={`Approved bids on ${label.toLowerCase()} requests`} rows={mine.filter((b) => b.status === 'accepted')} loading={bids.isPending} error={bids.error} onRetry={() => void bids.refetch()} />
      </Section>
      {kind === 'guest' ? (
        <Section title="My Guests Bookings">
          <BookingsTable
            caption="Guest bookings"
            rows={(bookings.data ?? []).filter((b) => b.customer_kind === 'guest')}
            loading={bookings.isPending}
            error={bookings.error}
            onRetry={() => void bookings.refetch()}
            canAccept={canAccept}
          />
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
  const bookings = useCleanerBookings();
  const schedules = useCleanerSchedules();

  if (view === 'bookings') {
    return (
      <Container>
        <Heading level={1}>Bookings</Heading>
        <EligibilityNotice profile={profile.data} basePath={basePath} />
        <StandbySection canAccept={eligibility.canBid} />
        <BookingsTable caption="All your bookings" rows={bookings.data ?? []} loading={bookings.isPending} error={bookings.error} onRetry={() => void bookings.refetch()} canAccept={canAccept} />
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

  const { top, quote } = tabsFor(section);
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
              <BookingsTable
                caption="Client bookings"
                rows={(bookings.data ?? []).filter((b) => b.customer_kind === 'client')}
                loading={bookings.isPending}
                error={bookings.error}
                onRetry={() => void bookings.refetch()}
                canAccept={canAccept}
              />
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
