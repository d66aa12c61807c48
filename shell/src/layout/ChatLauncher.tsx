// The chat entry point on the marketing pages: a plain link to the guest area's chat, fixed bottom-right.
// The full widget (message list, live updates) lives in the guest area and loads supabase-js; keeping the
// marketing pages to a link keeps their first load light (home page budget) while every public page offers chat.
import { Link, useLocation } from '@spotless/shared-ui/router';
import styled from 'styled-components';
import { PUBLIC_AREA_PATHS } from '@spotless/tooling/federation/area-routes';

const Launcher = styled(Link)`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 900;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 12px 16px;
  border-radius: 999px;
  background: ${({ theme }) => theme.token.colorPrimary};
  color: ${({ theme }) => theme.token.colorTextLightSolid};
  font-weight: 600;
  text-decoration: none;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.token.colorFocus};
    outline-offset: 2px;
  }
`;

const MARKETING_PATHS: readonly string[] = PUBLIC_AREA_PATHS.marketing;

/** Whether the launcher belongs on this path (marketing pages; the guest area shows its own widget). */
export function showsChatLauncher(pathname: string): boolean {
  return MARKETING_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}

export function ChatLauncher() {
  const { pathname } = useLocation();
  if (!showsChatLauncher(pathname)) return null;
  return (
    <Launcher to="/chat" aria-label="Chat with us">
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
        <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
      </svg>
      Chat
    </Launcher>
  );
}
