// The console opens only to an admin whose session passed the second sign-in step (aal2). The database refuses admin
// power below aal2 anyway; this gate shows the step instead of a console whose every request would be refused.
import { lazy, Suspense, type ReactNode } from 'react';
import { isAdminRole } from '@spotless/shared-data';
import { useAssuranceLevel, useAuth } from '../../platform/session';
import { PageSpinner } from '../../pages/PageSpinner';

// Loaded only by admins who still have to pass the step.
const AdminMfaStep = lazy(() => import('./AdminMfaStep').then((m) => ({ default: m.AdminMfaStep })));

export function AdminMfaGate({ children }: { children: ReactNode }) {
  const status = useAuth((state) => state.status);
  const isAdmin = useAuth((state) => state.roles.some((role) => isAdminRole(role)));
  const level = useAssuranceLevel();
  // Not an admin (or not signed in): the page's own guard decides; nothing to add here.
  if (status !== 'signed-in' || !isAdmin || level === 'aal2') return <>{children}</>;
  return (
    <Suspense fallback={<PageSpinner label="Loading…" />}>
      <AdminMfaStep />
    </Suspense>
  );
}
