// While a stored session is restored (supabase-js loads, the profile and roles arrive), the top bar must not offer
// Login and Sign Up to someone who is signed in. It holds them back for at most HOLD_LIMIT_MS: if restoring fails
// or stalls (a flaky connection), a person who cannot see their own links must at least be able to sign in again.
import { useEffect, useState } from 'react';
import type { AuthStatus } from '@spotless/shared-data';
import { hasStoredSession } from '../platform/stored-session';

export const HOLD_LIMIT_MS = 5_000;

/** True while the session is loading, this browser holds one, and the hold has not outlasted HOLD_LIMIT_MS. */
export function useAccountPending(status: AuthStatus): boolean {
  const loadingStored = status === 'loading' && hasStoredSession();
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!loadingStored) return undefined;
    const timer = setTimeout(() => setExpired(true), HOLD_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [loadingStored]);
  return loadingStored && !expired;
}
