// /logout: ends the session everywhere in the page (one shared auth store) and returns home.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../platform/session';
import { PageSpinner } from '../pages/PageSpinner';

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
