// Where a successful sign-in leads: straight on when the person holds one role, through the role picker when several
// (spec: "role picker when several roles match"). `next` (from a guard) is honoured when that role may open it.
import { DASHBOARD_OF, ROLE_PRIORITY, ROLES_FOR_AREA, type Role } from '../../routing/dashboards';
import { safeNextPath } from '../../routing/guard-decision';

export type AfterSignIn = { kind: 'go'; to: string; role: Role } | { kind: 'pick'; roles: Role[] } | { kind: 'no-role' };

function areaOf(path: string): keyof typeof ROLES_FOR_AREA | null {
  const first = path.split(/[/?#]/)[1];
  return first === 'client' || first === 'cleaner' || first === 'admin' ? first : null;
}

/** The destination for `role`, using `next` only if it is a same-site path that role may open. */
export function destinationFor(role: Role, next: string | null): string {
  const safe = safeNextPath(next);
  if (!safe) return DASHBOARD_OF[role];
  const area = areaOf(safe);
  if (area && !ROLES_FOR_AREA[area].includes(role)) return DASHBOARD_OF[role];
  return safe;
}

export function afterSignIn(roles: readonly string[], next: string | null): AfterSignIn {
  const held = ROLE_PRIORITY.filter((role) => roles.includes(role));
  const first = held[0];
  if (!first) return { kind: 'no-role' };
  // admin and super_admin open the same console: not a real choice.
  const distinctAreas = new Set(held.map((role) => DASHBOARD_OF[role]));
  if (distinctAreas.size > 1) return { kind: 'pick', roles: held };
  return { kind: 'go', to: destinationFor(first, next), role: first };
}
