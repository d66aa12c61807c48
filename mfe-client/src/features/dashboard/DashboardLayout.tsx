// Client Dashboard frame: greeting by first name, the tab bar (one path per tab), the residence pop-up when state or
// LGA is missing, and live notifications (a toast for each new one; the unread count on the Notifications tab).
import { Suspense } from 'react';
import { Outlet, useLocation } from '@spotless/shared-ui/router';
import styled from 'styled-components';
import { needsResidence, useClientProfile, useLiveNotifications, useMyTodo, useUnreadNotificationCount } from '@spotless/shared-data';
import { ActionNeeded, Heading, Loading, media, Text, toast } from '@spotless/shared-ui';
import { SectionNav } from '../../components/SectionNav';
import { DASHBOARD_TABS, dashboardTabFor } from './dashboard-tabs';
import { ResidenceModal } from './ResidenceModal';
import { clientTodoItems } from './todo-items';
import { useFirstName } from './use-first-name';

const Frame = styled.div`
  padding: 12px;
  min-width: 0;
  max-width: 1200px;
  margin: 0 auto;
  ${media.md} {
    padding: 24px;
  }
`;

export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="unread-count"
      aria-label={`${count} unread`}
      style={{ marginLeft: 6, padding: '0 7px', borderRadius: 10, background: '#b42318', color: '#fff', fontSize: 12, fontWeight: 600 }}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export default function DashboardLayout({ basePath }: { basePath: string }) {
  const firstName = useFirstName();
  const { pathname } = useLocation();
  const profile = useClientProfile();
  const unread = useUnreadNotificationCount();
  const todo = useMyTodo();
  useLiveNotifications((notification) => toast.info(notification.message));

  const items = DASHBOARD_TABS.map((tab) => ({
    key: tab.key,
    text: tab.label,
    label:
      tab.key === 'notifications' ? (
        <span>
          {tab.label}
          <UnreadBadge count={unread.data ?? 0} />
        </span>
      ) : (
        tab.label
      ),
  }));

  return (
    <>
      <Frame>
        <Heading level={1}>Client Dashboard</Heading>
        <Text data-testid="dashboard-greeting">{firstName ? `Welcome, ${firstName}!` : 'Welcome!'}</Text>
        {todo.data ? <ActionNeeded items={clientTodoItems(todo.data, basePath)} /> : null}
        <SectionNav
          label="Client dashboard"
          items={items}
          activeKey={dashboardTabFor(pathname, basePath)}
          hrefFor={(key) => `${basePath}/${key}`}
        />
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
        {needsResidence(profile.data) ? <ResidenceModal /> : null}
      </Frame>
    </>
  );
}
