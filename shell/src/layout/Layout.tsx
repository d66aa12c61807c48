// Page frame shared by every route: skip link, top bar, the routed page, footer (shared-ui's PageLayout landmarks).
import { Outlet } from '@spotless/shared-ui/router';
import { PageLayout } from '@spotless/shared-ui';
import { ChatLauncher } from './ChatLauncher';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

export function Layout() {
  return (
    <PageLayout header={<TopBar />} footer={<Footer />} contained={false}>
      <Outlet />
      <ChatLauncher />
    </PageLayout>
  );
}
