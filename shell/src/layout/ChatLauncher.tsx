// The chat entry point on the marketing pages, fixed bottom-right: a link to the guest area's chat that, once the app
// runs, opens the guest area's floating chat widget in place (spec: the home page's chat widget). The widget (message
// list, live updates, supabase-js) is fetched only on that click, so the marketing pages' first load stays light (home
// page budget). Should the guest area not load, the click goes to /chat as a plain link would.
import { useEffect, useState, type ComponentType, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from '@spotless/shared-ui/router';
import styled from 'styled-components';
import { PUBLIC_AREA_PATHS } from '@spotless/tooling/federation/area-routes';
import type { FloatingChatProps } from '@spotless/tooling/federation/remote-contract';
import type { AreaLoader } from '../federation/load-area';

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
  /* On a phone a round 48 px button: it covers less of the page (its name stays "Chat with us"). */
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    padding: 14px;
    .chat-launcher-text {
      display: none;
    }
  }
`;

const MARKETING_PATHS: readonly string[] = PUBLIC_AREA_PATHS.marketing;

/** Whether the launcher belongs on this path (marketing pages; the guest area shows its own widget). */
export function showsChatLauncher(pathname: string): boolean {
  return MARKETING_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}

type Widget = ComponentType<FloatingChatProps>;

/** A plain click (not one that asks for a new tab or window). */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function ChatLauncher({ guestLoader }: { guestLoader?: AreaLoader }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // `shown`: the widget was on screen and then left it (a guest page has its own); when it comes back, it comes back
  // closed. Not set at once: the widget's own code may arrive after it is first rendered, and must then open.
  const [widget, setWidget] = useState<{ Widget: Widget; shown: boolean } | 'loading' | null>(null);
  const shows = showsChatLauncher(pathname);
  useEffect(() => {
    if (!shows && widget && widget !== 'loading' && !widget.shown) setWidget({ ...widget, shown: true });
  }, [shows, widget]);
  if (!shows) return null;
  if (widget && widget !== 'loading') return <widget.Widget defaultOpen={!widget.shown} />;

  const open = (event: MouseEvent) => {
    if (!guestLoader || !plainClick(event)) return;
    event.preventDefault();
    if (widget === 'loading') return;
    setWidget('loading');
    guestLoader().then(
      (App) => {
        if (App.ChatWidget) setWidget({ Widget: App.ChatWidget, shown: false });
        else navigate('/chat');
      },
      () => navigate('/chat'),
    );
  };

  return (
    <Launcher to="/chat" aria-label="Chat with us" aria-busy={widget === 'loading' || undefined} onClick={open}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
        <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
      </svg>
      <span className="chat-launcher-text">Chat</span>
    </Launcher>
  );
}
