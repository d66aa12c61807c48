// Page frame shared by every route: skip link, top bar, the routed page, footer (shared-ui's PageLayout landmarks).
import { Outlet } from '@spotless/shared-ui/router';
import { AreaMenuHost, PageLayout } from '@spotless/shared-ui';
import styled, { createGlobalStyle } from 'styled-components';
import type { AreaLoader } from '../federation/load-area';
import { ScrollToHash } from '../routing/ScrollToHash';
import { ChatLauncher } from './ChatLauncher';
import { Footer } from './Footer';
import { TopBar } from './TopBar';

// Areas arrive after the shell paints; until then the footer would sit right under the top bar and jump down when
// the page appears (Lighthouse measured CLS 0.28-0.86). Reserving a screen's height keeps it below the fold.
const Page = styled.div`
  min-height: 100vh;
`;

// On a phone the floating chat button sits over the page's last lines: the footer ends with room to scroll them
// clear of it.
const RoomForChat = createGlobalStyle`
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    body > #root footer:last-of-type {
      padding-bottom: 80px;
    }
  }
`;

/** `guestLoader` loads the guest area, whose chat widget the Chat button opens on the marketing pages. */
export function Layout({ guestLoader }: { guestLoader?: AreaLoader }) {
  // The area on screen hands its sections to the top bar's menu (one Menu button on a phone).
  return (
    <AreaMenuHost>
      <PageLayout header={<TopBar />} footer={<Footer />} contained={false}>
        <Page>
          <Outlet />
        </Page>
        <ChatLauncher guestLoader={guestLoader} />
        <ScrollToHash />
        <RoomForChat />
      </PageLayout>
    </AreaMenuHost>
  );
}
