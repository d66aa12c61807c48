// The only module this remote exposes ('./App'). The shell mounts it inside its own router and providers
// (see tooling/federation/remote-contract.ts), so it renders routes only, plus the floating chat widget on every
// guest page except the chat pages themselves. The widget is lazy: its code loads after the page. The App also carries
// the widget for the shell to open on other areas' pages (the home page).
import { lazy, Suspense } from 'react';
import { useLocation } from '@spotless/shared-ui/router';
import type { FloatingChatProps, RemoteApp, RemoteAppProps } from '@spotless/tooling/federation/remote-contract';
import { AreaRoutes, preloadPage } from './routes';

const ChatWidget = lazy(() => import('./features/chat/ChatWidget').then((m) => ({ default: m.ChatWidget })));

function GuestApp({ basePath }: RemoteAppProps) {
  const { pathname } = useLocation();
  const onChatPage = pathname === `${basePath}/chat` || pathname.startsWith(`${basePath}/chat/`);
  return (
    <>
      <AreaRoutes basePath={basePath} />
      {onChatPage ? null : (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      )}
    </>
  );
}

/** The widget for other areas' pages (the home page's Chat button opens it, shell/src/layout/ChatLauncher.tsx). */
function FloatingChat(props: FloatingChatProps) {
  return (
    <Suspense fallback={null}>
      <ChatWidget {...props} />
    </Suspense>
  );
}

const App: RemoteApp = Object.assign(GuestApp, { preload: preloadPage, ChatWidget: FloatingChat });
export default App;
