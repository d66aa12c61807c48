// Activities DB (spec "General dashboards"): tab Guest Quotes & Bookings (Guest Booking, Manage Bids, Quote Requests)
// and tab Clients Quotes & Bookings (RFQs, Approved RFQs (default), Clients Cleaners Bookings). Each sub-tab has its
// own path (/admin/activities/<section>) so it can be linked.
import { useNavigate, useParams } from '@spotless/shared-ui/router';
import { MESSAGES } from '@spotless/shared-data';
import { Container, Heading } from '@spotless/shared-ui';
import { Tabs } from '@spotless/shared-ui/antd';
import { BidsTable } from './BidsTable';
import { BookingsView } from './BookingsView';
import { QuoteRequestsView } from './QuoteRequestsView';

export const GUEST_SECTIONS = ['guest-bookings', 'guest-bids', 'guest-quotes'] as const;
export const CLIENT_SECTIONS = ['client-quotes', 'approved-quotes', 'client-bookings'] as const;
export const DEFAULT_SECTION = 'approved-quotes';

export function sectionFrom(param: string | undefined): string {
  return param && ([...GUEST_SECTIONS, ...CLIENT_SECTIONS] as string[]).includes(param) ? param : DEFAULT_SECTION;
}

export default function ActivitiesPage({ basePath }: { basePath: string }) {
  const { section: param } = useParams();
  const navigate = useNavigate();
  const section = sectionFrom(param);
  const top = (GUEST_SECTIONS as readonly string[]).includes(section) ? 'guest' : 'client';
  const go = (key: string) => navigate(`${basePath}/activities/${key}`);
  return (
    <Container>
      <Heading level={1}>Activities DB</Heading>
      <Tabs
        aria-label="Activities"
        activeKey={top}
        onChange={(key) => go(key === 'guest' ? GUEST_SECTIONS[0] : DEFAULT_SECTION)}
        items={[
          {
            key: 'guest',
            label: 'Guest Quotes & Bookings',
            children: (
              <Tabs
                aria-label="Guest quotes and bookings"
                activeKey={section}
                onChange={go}
                items={[
                  { key: 'guest-bookings', label: 'Guest Booking', children: <BookingsView kind="guest" caption="Guest bookings" /> },
                  { key: 'guest-bids', label: 'Manage Bids', children: <BidsTable kind="guest" caption="Bids on guest requests" /> },
                  { key: 'guest-quotes', label: 'Quote Requests', children: <QuoteRequestsView kind="guest" caption="Guest quote requests" toggle /> },
                ]}
              />
            ),
          },
          {
            key: 'client',
            label: 'Clients Quotes & Bookings',
            children: (
              <Tabs
                aria-label="Clients quotes and bookings"
                activeKey={section}
                onChange={go}
                items={[
                  { key: 'client-quotes', label: 'RFQs', children: <QuoteRequestsView kind="client" statuses={['open']} caption="Client requests for quotes" /> },
                  {
                    key: 'approved-quotes',
                    label: 'Approved RFQs',
                    children: (
                      <QuoteRequestsView kind="client" statuses={['awarded']} caption="Approved client requests" emptyText={MESSAGES.empty.approvedRequests} />
                    ),
                  },
                  { key: 'client-bookings', label: 'Clients Cleaners Bookings', children: <BookingsView kind="client" caption="Client bookings" /> },
                ]}
              />
            ),
          },
        ]}
      />
    </Container>
  );
}
