// Decides whether a visitor may open a signed-in area. This is navigation comfort only: the database's row-level
// security is what actually protects data (product.md §6).
import type { PrivateArea } from '@spotless/tooling/federation/area-routes';
import { DASHBOARD_OF, ROLE_PRIORITY, ROLES_FOR_AREA, type Role } from './dashboards';

export interface GuardSession {
  status: 'loading' | 'signed-out' | 'signed-in';
  roles: readonly string[];
  activeRole: string | null;
}

export type GuardDecision =
  | { kind: 'wait' }
  | { kind: 'allow'; role: Role }
  | { kind: 'redirect'; to: string };

export function signInPath(next: string): string {
  return `/sign?next=${encodeURIComponent(next)}`;
}

/** The dashboard a signed-in person belongs on: their active role's, else their highest role's. */
export function homeDashboard(session: Pick<GuardSession, 'roles' | 'activeRole'>): string | null {
  const held = ROLE_PRIORITY.filter((role) => session.roles.includes(role));
  const active = held.find((role) => role === session.activeRole);
  const role = active ?? held[0];
  return role ? DASHBOARD_OF[role] : null;
}

/**
 * @param requestedPath the path (with query) the visitor asked for, used as `next` after signing in
 */
export function decideAreaAccess(session: GuardSession, area: PrivateArea, requestedPath: string): GuardDecision {
  if (session.status === 'loading') return { kind: 'wait' };
  const held = ROLE_PRIORITY.filter((role) => session.roles.includes(role));
  // An anonymous guest session holds no role: it must sign in like a signed-out visitor.
  if (session.status === 'signed-out' || held.length === 0) return { kind: 'redirect', to: signInPath(requestedPath) };
  // Several roles and none chosen in this tab: the role picker (on /sign) comes first and cannot be skipped.
  if (new Set(held.map((role) => DASHBOARD_OF[role])).size > 1 && !held.some((role) => role === session.activeRole)) {
    return { kind: 'redirect', to: signInPath(requestedPath) };
  }
  const allowed = ROLES_FOR_AREA[area];
  const preferred = held.find((role) => role === session.activeRole && allowed.includes(role));
  const role = preferred ?? held.find((candidate) => allowed.includes(candidate));
  if (role) return { kind: 'allow', role };
  return { kind: 'redirect', to: homeDashboard(session) ?? '/' };
}

/** Only same-site paths are honoured as `next`, so /sign?next=https://evil.example cannot bounce a visitor away. */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
