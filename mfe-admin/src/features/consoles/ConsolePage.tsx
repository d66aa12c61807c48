// The two admin consoles (spec §2): Squads DB (Payments, Cleaners Verification, Reviews, Cleaners Dashboard) and the
// client console (Cleaner Match, Client List, Subscriptions). Each tab has its own path below /admin.
import { useNavigate } from '@spotless/shared-ui/router';
import { Container, Heading } from '@spotless/shared-ui';
import { preloadTabs, Tabs } from '@spotless/shared-ui/antd';
import { CleanersTab } from './CleanersTab';
import { ClientsTab } from './ClientsTab';
import { MatchTab } from './MatchTab';
import { loadPaymentsConsole, PaymentsTab } from './PaymentsTab';
import { ReviewsTab } from './ReviewsTab';
import { SubscriptionsTab } from './SubscriptionsTab';
import { VerificationTab } from './VerificationTab';

export type ConsoleTab = 'payments' | 'verification' | 'reviews' | 'cleaners' | 'match' | 'clients' | 'subscriptions';

/** The code a tab needs before it can ask for its data: the tab bar's, and the payments console's own chunk. */
export function preloadConsoleTab(tab: ConsoleTab): Promise<unknown> {
  return Promise.all([preloadTabs(), tab === 'payments' ? loadPaymentsConsole() : undefined]);
}

export default function ConsolePage({ basePath, tab }: { basePath: string; tab: ConsoleTab }) {
  const navigate = useNavigate();
  const squads = ['payments', 'verification', 'reviews', 'cleaners'].includes(tab);
  const items = squads
    ? [
        { key: 'payments', label: 'Payments', children: <PaymentsTab /> },
        { key: 'verification', label: 'Cleaners Verification', children: <VerificationTab /> },
        { key: 'reviews', label: 'Reviews', children: <ReviewsTab /> },
        { key: 'cleaners', label: 'Cleaners Dashboard', children: <CleanersTab /> },
      ]
    : [
        { key: 'match', label: 'Cleaner Match', children: <MatchTab /> },
        { key: 'clients', label: 'Client List', children: <ClientsTab /> },
        { key: 'subscriptions', label: 'Subscriptions', children: <SubscriptionsTab /> },
      ];
  return (
    <Container>
      <Heading level={1}>{squads ? 'Squads DB' : 'Client Dashboard'}</Heading>
      <Tabs aria-label={squads ? 'Squads console' : 'Client console'} activeKey={tab} onChange={(key) => navigate(`${basePath}/${key}`)} items={items} />
    </Container>
  );
}
