// Page frame shared by every route: skip link, top bar, the routed page, footer (shared-ui's PageLayout landmarks).
import { Outlet } from '@spotless/shared-ui/router';
import { PageLayout } from '@spotless/shared-ui';
import styled from 'styled-components';
import { ChatLauncher } from './ChatLauncher';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

// Areas arrive after the shell paints; until then the footer would sit right under the top bar and jump down when
// the page appears (Lighthouse measured CLS 0.28-0.86). Reserving a screen's height keeps it below the fold.
const Page = styled.div`
  min-height: 100vh;
`;

export function Layout() {
  return (
    <PageLayout header={<TopBar />} footer={<Footer />} contained={false}>
      <Page>
        <Outlet />
      </Page>
      <ChatLauncher />
    </PageLayout>
  );
}
