// Activities DB: the tabs with each sub-tab's data; the sub-tab lives in the path (/admin/activities/<section>) so
// it can be linked.
import { useNavigate, useParams } from '@spotless/shared-ui/router';
import { MESSAGES } from '@spotless/shared-data';
import { Container, Heading } from '@spotless/shared-ui';
import { preloadTabs } from '@spotless/shared-ui/antd';
import { ActivitiesTabs, sectionFrom, type ActivitySection } from './ActivitiesTabs';
import { BidsTable } from './BidsTable';
import { BookingsView } from './BookingsView';
import { QuoteRequestsView } from './QuoteRequestsView';

function ActivityPanel({ section, basePath }: { section: ActivitySection; basePath: string }) {
  const bookingHref = (id: string) => `${basePath}/bookings/${id}`;
  switch (section) {
    case 'guest-bookings':
      return <BookingsView kind="guest" caption="Guest bookings" bookingHref={bookingHref} />;
    case 'guest-bids':
      return <BidsTable kind="guest" caption="Bids on guest requests" />;
    case 'guest-quotes':
      return <QuoteRequestsView kind="guest" caption="Guest quote requests" toggle />;
    case 'client-quotes':
      return <QuoteRequestsView kind="client" statuses={['open']} caption="Client requests for quotes" />;
    case 'approved-quotes':
      return <QuoteRequestsView kind="client" statuses={['awarded']} caption="Approved client requests" emptyText={MESSAGES.empty.approvedRequests} />;
    case 'client-bookings':
      return <BookingsView kind="client" caption="Client bookings" bookingHref={bookingHref} />;
  }
}

/** The tab bar's code, asked for with this page's chunk so the first panel's data request does not wait for it. */
export function preloadActivities(): Promise<unknown> {
  return preloadTabs();
}

export default function ActivitiesPage({ basePath }: { basePath: string }) {
  const { section: param } = useParams();
  const navigate = useNavigate();
  return (
    <Container>
      <Heading level={1}>Activities DB</Heading>
      <ActivitiesTabs section={sectionFrom(param)} onSection={(key) => navigate(`${basePath}/activities/${key}`)} renderPanel={(key) => <ActivityPanel section={key} basePath={basePath} />} />
    </Container>
  );
}
