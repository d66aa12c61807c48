// The admin area's frame: the spec's side menu (collapses into a drawer on phones, closes on an outside click) with
// the chat bell's unread count, and the page below it.
import { Suspense } from 'react';
import styled from 'styled-components';
import { Outlet, useLocation, useNavigate } from '@spotless/shared-ui/router';
import { useAuth, useChatBell } from '@spotless/shared-data';
import { Loading, media } from '@spotless/shared-ui';
import { AntdThemeProvider, SideMenu } from '@spotless/shared-ui/antd';
import { MENU_LABELS, menuKeyFor, menuTargets, type MenuKey } from './menu';

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

export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="chat-bell-count"
      aria-label={`${count} ${label}`}
      style={{ marginLeft: 8, padding: '0 8px', borderRadius: 10, background: '#b42318', color: '#fff', fontSize: 12, fontWeight: 600 }}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function AdminLayout({ basePath }: { basePath: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const userId = useAuth((s) => s.user?.id ?? null);
  const bell = useChatBell(userId);
  const targets = menuTargets(basePath);
  const items = (Object.keys(MENU_LABELS) as MenuKey[]).map((key) => ({
    key,
    label:
      key === 'chats' ? (
        <span>
          {MENU_LABELS.chats}
          <CountBadge count={bell.data ?? 0} label="unread chat notifications" />
        </span>
      ) : (
        MENU_LABELS[key]
      ),
  }));
  return (
    <AntdThemeProvider>
      <Frame>
        <SideMenu
          label="Admin menu"
          items={items}
          selectedKey={menuKeyFor(pathname, basePath)}
          onSelect={(key) => navigate(targets[key as MenuKey] ?? basePath)}
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
