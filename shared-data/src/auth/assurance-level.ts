// The assurance level of a session (issue 24): aal2 once it passed the second sign-in step. Admin power needs it.
import type { Session } from '@supabase/supabase-js';
import { useAuth } from './auth-store';

/** The session's assurance level, read from its access token: aal2 once it passed the second step. */
export function assuranceLevelOf(session: Session | null): 'aal1' | 'aal2' | null {
  const payload = session?.access_token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    return (JSON.parse(atob(base64)) as { aal?: string }).aal === 'aal2' ? 'aal2' : 'aal1';
  } catch {
    return null;
  }
}

/** The current session's assurance level, as a hook. */
export function useAssuranceLevel(): 'aal1' | 'aal2' | null {
  return useAuth((state) => assuranceLevelOf(state.session));
}
