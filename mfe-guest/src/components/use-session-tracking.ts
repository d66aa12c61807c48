import { useEffect } from 'react';
import { initAuth } from '@spotless/shared-data';

/**
 * Starts following the auth session on pages that show the visitor's own data (My requests, chat). The shell only
 * starts it when a session is stored, so a first-time visitor's public pages never load supabase-js; these pages
 * need to know "nobody yet" to leave their loading state.
 */
export function useSessionTracking(enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    initAuth().catch((error: unknown) => console.error('[guest] could not start the auth session', error));
  }, [enabled]);
}
