// The top bar wired to the session.
import { isRole, ROLE_PRIORITY, type Role } from '../routing/dashboards';
import { chooseActiveRole, firstNameOf, useAuth } from '../platform/session';
import { TopBarView } from './TopBarView';

export function TopBar() {
  const status = useAuth((state) => state.status);
  const user = useAuth((state) => state.user);
  const profile = useAuth((state) => state.profile);
  const roles = useAuth((state) => state.roles);
  const activeRole = useAuth((state) => state.activeRole);
  const held = ROLE_PRIORITY.filter((role) => (roles as readonly string[]).includes(role));
  const signedIn = status === 'signed-in' && held.length > 0;
  const fullName = profile?.full_name;
  return (
    <TopBarView
      signedIn={signedIn}
      userName={signedIn ? firstNameOf(fullName, user?.email) : ''}
      roles={held}
      activeRole={isRole(activeRole) ? activeRole : (held[0] ?? null)}
      onSwitchRole={(role: Role) => chooseActiveRole(role)}
    />
  );
}
