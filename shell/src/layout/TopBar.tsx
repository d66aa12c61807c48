// The top bar wired to the session: the person's name, the bell with the unread count, the current role's links, the
// role switch (when several roles are held: no second sign-in) and "Become a cleaner/client" (same account).
import { useNavigate } from '@spotless/shared-ui/router';
import { useUnreadNotificationCount } from '@spotless/shared-data';
import { useHostedAreaMenu } from '@spotless/shared-ui';
import { DASHBOARD_OF, isRole, ROLE_PRIORITY, type Role } from '../routing/dashboards';
import { chooseActiveRole, firstNameOf, useAuth } from '../platform/session';
import { TopBarView } from './TopBarView';
import { useAccountPending } from './use-account-pending';

/** The self-service role a signed-in client or cleaner may still add (admins are not offered one). */
export function addableRoleFor(held: readonly Role[]): 'client' | 'cleaner' | null {
  if (held.includes('admin') || held.includes('super_admin')) return null;
  if (held.includes('client') && !held.includes('cleaner')) return 'cleaner';
  if (held.includes('cleaner') && !held.includes('client')) return 'client';
  return null;
}

export function TopBar() {
  const navigate = useNavigate();
  const status = useAuth((state) => state.status);
  const user = useAuth((state) => state.user);
  const profile = useAuth((state) => state.profile);
  const roles = useAuth((state) => state.roles);
  const activeRole = useAuth((state) => state.activeRole);
  const unread = useUnreadNotificationCount();
  const held = ROLE_PRIORITY.filter((role) => (roles as readonly string[]).includes(role));
  const signedIn = status === 'signed-in' && held.length > 0;
  const accountPending = useAccountPending(status);
  const areaMenu = useHostedAreaMenu();
  const fullName = profile?.full_name;
  const switchRole = (role: Role) => {
    chooseActiveRole(role);
    // The area guard keeps the role of the area it shows, so switching also opens the new role's dashboard.
    navigate(DASHBOARD_OF[role]);
  };
  return (
    <TopBarView
      signedIn={signedIn}
      userName={signedIn ? firstNameOf(fullName, user?.email) : ''}
      roles={held}
      // No role's links until one is chosen: with several roles that is the picker's job (a link would skip it).
      activeRole={isRole(activeRole) && held.includes(activeRole) ? activeRole : null}
      onSwitchRole={switchRole}
      unreadCount={signedIn ? (unread.data ?? 0) : 0}
      addableRole={signedIn ? addableRoleFor(held) : null}
      accountPending={accountPending}
      areaMenu={signedIn ? areaMenu : null}
    />
  );
}
