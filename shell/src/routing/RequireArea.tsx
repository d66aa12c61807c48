// Route guard for /client, /cleaner and /admin: sign in first, and only with a role that may use the area.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@spotless/shared-ui/router';
import type { PrivateArea } from '@spotless/tooling/federation/area-routes';
import { decideAreaAccess } from './guard-decision';
import { chooseActiveRole, useGuardSession } from '../platform/session';
import { PageSpinner } from '../pages/PageSpinner';
import { useSessionTracking } from '../platform/start-session';

export function RequireArea({ area, children }: { area: PrivateArea; children: ReactNode }) {
  useSessionTracking();
  const session = useGuardSession();
  const location = useLocation();
  const decision = decideAreaAccess(session, area, `${location.pathname}${location.search}${location.hash}`);
  const enteredRole = decision.kind === 'allow' ? decision.role : null;
  // Entering another of one's own areas (a client who is also a cleaner) makes that role the active one.
  useEffect(() => {
    if (enteredRole && enteredRole !== session.activeRole) chooseActiveRole(enteredRole);
  }, [enteredRole, session.activeRole]);

  if (decision.kind === 'wait') return <PageSpinner label="Checking your session…" />;
  if (decision.kind === 'redirect') return <Navigate replace to={decision.to} />;
  return <>{children}</>;
}
