// The cleaner area's frame: side menu (Home, My Profile, Dashboard, Settings, Logout, Notification with the unread
// count), live notifications with a toast for each new one, and live bids/bookings for every page below it.
// The menu is antd-free on purpose: it is on every first load, and antd (shared whole) would cost ~200 KB gzip.
// On phones its entries go into the top bar's Menu (useAreaMenu), so there is one menu button; run alone (no shell)
// the area keeps its own Menu button instead.
import { Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from '@spotless/shared-ui/router';
import styled from 'styled-components';
import { useLiveNotifications, useUnreadNotificationCount } from '@spotless/shared-data';
import { useCleanerWorkLive } from '@spotless/shared-data/cleaner';
import { Loading, media, toast, useAreaMenu, useMediaQuery, breakpoints } from '@spotless/shared-ui';
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

const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
  a {
    display: flex;
    align-items: center;
    min-height: 40px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.token.borderRadius}px;
    color: ${({ theme }) => theme.token.colorText};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.token.colorBgLayout};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.token.colorPrimaryBg};
    color: ${({ theme }) => theme.token.colorPrimaryActive};
    font-weight: 600;
  }
`;

const Toggle = styled.button`
  min-height: 40px;
  padding: 0 16px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.token.colorBorder};
  background: ${({ theme }) => theme.token.colorBgContainer};
  font: inherit;
  cursor: pointer;
`;

export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="unread-count"
      style={{ marginLeft: 8, padding: '0 8px', borderRadius: 10, background: '#b42318', color: '#fff', fontSize: 12, fontWeight: 600 }}
    >
      {count > 99 ? '99+' : count}
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}> unread</span>
    </span>
  );
}

/** The menu entries (spec: Home /, My Profile, Dashboard, Settings, Logout, Notification). */
const MENU_ENTRIES = [
  { key: 'home', label: 'Home' },
  { key: 'profile', label: 'My Profile' },
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'settings', label: 'Settings' },
  { key: 'logout', label: 'Logout' },
  { key: 'notifications', label: 'Notification' },
] as const;

export function CleanerMenu({ basePath, unread, onNavigate }: { basePath: string; unread: number; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const current = menuKeyFor(pathname, basePath);
  const targets = menuTargets(basePath);
  return (
    <MenuList>
      {MENU_ENTRIES.map((entry) => (
        <li key={entry.key}>
          <NavLink to={targets[entry.key]} end aria-current={current === entry.key ? 'page' : undefined} onClick={onNavigate}>
            {entry.label}
            {entry.key === 'notifications' ? <UnreadBadge count={unread} /> : null}
          </NavLink>
        </li>
      ))}
    </MenuList>
  );
}

/** Hands the entries to the top bar's Menu; true when the shell is there to show them. */
function useMenuInTopBar(basePath: string, unread: number): boolean {
  const { pathname } = useLocation();
  const current = menuKeyFor(pathname, basePath);
  const targets = menuTargets(basePath);
  return useAreaMenu({
    label: 'Cleaner menu',
    sections: MENU_ENTRIES.map((entry) => ({
      key: entry.key,
      label: entry.label,
      to: targets[entry.key],
      current: entry.key === current,
      ...(entry.key === 'notifications' ? { count: unread, countLabel: 'unread' } : {}),
    })),
  });
}

/** The side menu: a column from 768 px; on phones the top bar's Menu holds it, or (area alone) a Menu of its own. */
export function CleanerSideNav({ basePath, unread }: { basePath: string; unread: number }) {
  const wide = useMediaQuery(`(min-width: ${breakpoints.md}px)`);
  const inTopBar = useMenuInTopBar(basePath, unread);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  if (!wide && inTopBar) return null;
  return (
    <nav aria-label="Cleaner menu" ref={ref}>
      {wide ? (
        <CleanerMenu basePath={basePath} unread={unread} />
      ) : (
        <>
          <Toggle type="button" aria-expanded={open} aria-controls="cleaner-menu-list" onClick={() => setOpen((v) => !v)}>
            <span aria-hidden="true">☰ </span>Menu
            <UnreadBadge count={unread} />
          </Toggle>
          <div id="cleaner-menu-list" hidden={!open} style={{ marginTop: 8 }}>
            <CleanerMenu basePath={basePath} unread={unread} onNavigate={() => setOpen(false)} />
          </div>
        </>
      )}
    </nav>
  );
}

export function CleanerLayout({ basePath }: { basePath: string }) {
  const unread = useUnreadNotificationCount();
  useLiveNotifications((notification) => toast.info(notification.message));
  useCleanerWorkLive();
  return (
    <Frame>
      <CleanerSideNav basePath={basePath} unread={unread.data ?? 0} />
      <Main>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Main>
    </Frame>
  );
}
