// The admin area's frame: the side menu (with the live chat bell count) beside the routed page.
import { Suspense } from 'react';
import styled from 'styled-components';
import { Outlet, useLocation, useNavigate } from '@spotless/shared-ui/router';
import { useAuth } from '@spotless/shared-data';
import { useChatBell } from '@spotless/shared-data/console';
import { Loading, media } from '@spotless/shared-ui';
import { AntdThemeProvider } from '@spotless/shared-ui/antd';
import { AdminMenu } from './AdminMenu';

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

export function AdminLayout({ basePath }: { basePath: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const userId = useAuth((s) => s.user?.id ?? null);
  const bell = useChatBell(userId);
  const superAdmin = useAuth((s) => s.roles.includes('super_admin'));
  return (
    <AntdThemeProvider>
      <Frame>
        <AdminMenu basePath={basePath} pathname={pathname} unreadChats={bell.data ?? 0} onNavigate={navigate} superAdmin={superAdmin} />
        <Main>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </Main>
      </Frame>
    </AntdThemeProvider>
  );
}
