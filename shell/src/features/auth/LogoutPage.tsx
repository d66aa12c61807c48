// /logout: ends the session on the server and in this browser (every tab and area shares shared-data's one session;
// supabase-js tells the other tabs), empties the query cache and the per-tab role choice, then goes home.
import { useEffect, useRef } from 'react';
import { useNavigate } from '@spotless/shared-ui/router';
import { signOut } from '../../platform/session';
import { PageSpinner } from '../../pages/PageSpinner';

export function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    // StrictMode mounts twice in development; sign out once.
    if (started.current) return;
    started.current = true;
    void signOut()
      .catch((error: unknown) => console.error('[shell] sign-out failed', error))
      .finally(() => navigate('/', { replace: true }));
  }, [navigate]);
  return <PageSpinner label="Signing you out…" />;
}
