// The top bar: Home, About, Login, Sign Up for visitors; the person's name, their role's area links and Logout once
// signed in. Below 768 px the links fold into a menu that closes on an outside click, Escape, or navigation. On the
// cleaner's and admin's pages that menu is the phone's only one: it also holds the sections the area handed over
// (useAreaMenu), first, and a top-bar link to the same page as one of them is shown once.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from '@spotless/shared-ui/router';
import styled from 'styled-components';
import { AreaMenuLinks, breakpoints, CountBadge, useMediaQuery, visuallyHidden, type AreaMenu } from '@spotless/shared-ui';
import { NOTIFICATIONS_PATH, PUBLIC_LINKS, ROLE_LINKS, SIGNED_OUT_LINKS, type NavLink } from './nav-links';
import { useMenuKeys } from './use-menu-keys';
import { useOutsideClick } from './use-outside-click';
import type { Role } from '../routing/dashboards';
import { ROLE_LABELS } from '../features/auth/role-labels';

const SMALL = '@media (max-width: 767px)';

const Bar = styled.div`
  background: ${({ theme }) => theme.token.colorBgContainer};
  border-bottom: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
`;

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 16px;
  min-height: 64px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  flex-wrap: wrap;
`;

const Brand = styled(Link)`
  font-weight: 700;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.token.colorPrimary};
  text-decoration: none;
`;

const MenuButton = styled.button`
  display: none;
  min-height: 40px;
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.token.colorBorder};
  border-radius: ${({ theme }) => theme.token.borderRadius}px;
  background: transparent;
  font: inherit;
  cursor: pointer;
  ${SMALL} {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: 4px;
  flex-wrap: wrap;
  ${SMALL} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex-direction: column;
    align-items: stretch;
    width: 100%;
    padding-bottom: 12px;
    /* The area's menu holds a link to the same page: one entry is enough on a phone. */
    [data-wide-only] {
      display: none;
    }
  }
`;

/** The area's sections: only in the phone menu (from 768 px the area shows them in its own side column). */
const AreaSections = styled.div`
  display: none;
  ${SMALL} {
    display: block;
    padding-bottom: 8px;
    margin-bottom: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
  }
`;

const Item = styled(RouterNavLink)<{ $held?: boolean }>`
  ${({ $held }) => ($held ? 'visibility: hidden;' : '')}
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.token.borderRadius}px;
  color: ${({ theme }) => theme.token.colorText};
  text-decoration: none;
  &.active {
    color: ${({ theme }) => theme.token.colorPrimary};
    font-weight: 600;
  }
  &:hover {
    background: ${({ theme }) => theme.token.colorPrimaryBg};
  }
`;

const UserName = styled.span`
  padding: 8px 12px;
  color: ${({ theme }) => theme.token.colorTextSecondary};
`;

const RoleSelect = styled.select`
  min-height: 36px;
  margin: 0 8px;
  font: inherit;
`;

const BellLink = styled(Item)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  svg {
    width: 22px;
    height: 22px;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** "Notifications, 3 unread" (the bell's accessible name). */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications, none unread';
}

function Bell({ to, unread }: { to: string; unread: number }) {
  return (
    <BellLink to={to} end data-testid="top-bar-bell">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      <Hidden>{bellLabel(unread)}</Hidden>
      <CountBadge count={unread} />
    </BellLink>
  );
}

export interface TopBarViewProps {
  signedIn: boolean;
  userName: string;
  roles: readonly Role[];
  activeRole: Role | null;
  onSwitchRole: (role: Role) => void;
  /** Unread notifications of the signed-in user (the bell's badge). */
  unreadCount?: number;
  /** A role the person may still add to the same account ("Become a cleaner"); null when none. */
  addableRole?: 'client' | 'cleaner' | null;
  /**
   * A stored session is being restored: Login and Sign Up keep their place but are not shown or reachable, so a
   * signed-in person is not offered them while their own links load.
   */
  accountPending?: boolean;
  /** The sections of the area on screen (cleaner, admin), shown first in the phone menu; null on other pages. */
  areaMenu?: AreaMenu | null;
}

function links(signedIn: boolean, activeRole: Role | null): readonly NavLink[] {
  if (!signedIn) return PUBLIC_LINKS;
  const areaLinks = activeRole ? ROLE_LINKS[activeRole] : [];
  return [...PUBLIC_LINKS, ...areaLinks];
}

export function TopBarView({
  signedIn,
  userName,
  roles,
  activeRole,
  onSwitchRole,
  unreadCount = 0,
  addableRole = null,
  accountPending = false,
  areaMenu = null,
}: TopBarViewProps) {
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const navId = useId();
  const location = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(headerRef, open, close);
  const onMenuKeyDown = useMenuKeys({ open, close, button: buttonRef, menu: navRef, frame: headerRef });
  // A followed link should not leave the menu covering the new page.
  useEffect(close, [location.pathname, close]);
  // Turned to a wide screen, the links are in the bar and the button is gone: nothing is left open to trap focus in.
  const wide = useMediaQuery(`(min-width: ${breakpoints.md}px)`);
  useEffect(() => {
    if (wide) close();
  }, [wide, close]);
  const inAreaMenu = (to: string) => (areaMenu?.sections.some((section) => section.to === to) ? { 'data-wide-only': '' } : {});
  const unread = signedIn ? unreadCount : 0;

  return (
    <Bar ref={headerRef}>
      <Inner onKeyDown={onMenuKeyDown}>
        <Brand to="/">Spotless</Brand>
        <MenuButton ref={buttonRef} type="button" aria-expanded={open} aria-controls={navId} onClick={() => setOpen((value) => !value)}>
          {open ? 'Close menu' : 'Menu'}
          {/* Folded away on a phone, the bell's count shows on the button that opens it. */}
          {unread > 0 && !open ? (
            <>
              <CountBadge count={unread} />
              <Hidden>{` (${unread} unread)`}</Hidden>
            </>
          ) : null}
        </MenuButton>
        <Nav ref={navRef} id={navId} aria-label="Main" $open={open}>
          {areaMenu ? (
            <AreaSections>
              <AreaMenuLinks menu={areaMenu} linkAs={Link} onNavigate={close} />
            </AreaSections>
          ) : null}
          {links(signedIn, activeRole).map((link) => (
            <Item key={link.to} to={link.to} end={link.to === '/' || link.to.split('/').length === 2} {...inAreaMenu(link.to)}>
              {link.label}
            </Item>
          ))}
          {signedIn
            ? null
            : SIGNED_OUT_LINKS.map((link) => (
                <Item
                  key={link.to}
                  to={link.to}
                  // Visitor-only: index.html's CSS hides these inside a pre-rendered page when a session is stored.
                  data-account-link=""
                  $held={accountPending}
                  aria-hidden={accountPending || undefined}
                  tabIndex={accountPending ? -1 : undefined}
                >
                  {link.label}
                </Item>
              ))}
          {signedIn && roles.length > 1 ? (
            <RoleSelect
              aria-label="Role"
              value={activeRole ?? ''}
              onChange={(event) => onSwitchRole(event.target.value as Role)}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </RoleSelect>
          ) : null}
          {signedIn && addableRole ? (
            <Item to={`/register?role=${addableRole}`}>{addableRole === 'cleaner' ? 'Become a cleaner' : 'Become a client'}</Item>
          ) : null}
          {signedIn && activeRole ? <Bell to={NOTIFICATIONS_PATH[activeRole]} unread={unreadCount} /> : null}
          {signedIn ? (
            <>
              {userName ? <UserName data-testid="top-bar-user">{userName}</UserName> : null}
              <Item to="/account" {...inAreaMenu('/account')}>
                Account
              </Item>
              <Item to="/logout" {...inAreaMenu('/logout')}>
                Logout
              </Item>
            </>
          ) : null}
        </Nav>
      </Inner>
    </Bar>
  );
}
