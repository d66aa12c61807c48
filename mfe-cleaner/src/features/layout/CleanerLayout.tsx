// The cleaner area's frame: side menu (Home, My Profile, Dashboard, Settings, Logout, Notification with the unread
// count), live notifications with a toast for each new one, and live bids/bookings for every page below it.
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from '@spotless/shared-ui/router';
import styled from 'styled-components';
import { useCleanerWorkLive, useLiveNotifications, useUnreadNotificationCount } from '@spotless/shared-data';
import { Loading, media, toast } from '@spotless/shared-ui';
import { AntdThemeProvider, SideMenu } from '@spotless/shared-ui/antd';
import { menuKeyFor, menuTargets } from './menu';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 16px;
  padding: 12px;
  min-width: 0;
  ${media.md} {
    grid-template-columns: 220px minmax(0, 1fr);
    padding: 24px;
  }
`;

const Main = styled.div`
  min-width: 0;
`;

export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="unread-count"
      aria-label={`${count} unread`}
      style={{ marginLeft: 8, padding: '0 8px', borderRadius: 10, background: '#c0392b', color: '#fff', fontSize: 12, fontWeight: 600 }}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function CleanerLayout({ basePath }: { basePath: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const unread = useUnreadNotificationCount();
  useLiveNotifications((notification) => toast.info(notification.message));
  useCleanerWorkLive();
  const targets = menuTargets(basePath);
  const items = [
    { key: 'home', label: 'Home' },
    { key: 'profile', label: 'My Profile' },
    { key: 'dashboard', label: 'Dashboard' },
    { key: 'settings', label: 'Settings' },
    { key: 'logout', label: 'Logout' },
    {
      key: 'notifications',
      label: (
        <span>
          Notification
          <UnreadBadge count={unread.data ?? 0} />
        </span>
      ),
    },
  ];
  return (
    <AntdThemeProvider>
      <Frame>
        <SideMenu
          label="Cleaner menu"
          items={items}
          selectedKey={menuKeyFor(pathname, basePath)}
          onSelect={(key) => navigate(targets[key as keyof typeof targets] ?? basePath)}
        />
        <Main>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </Main>
      </Frame>
    </AntdThemeProvider>
  );
}
