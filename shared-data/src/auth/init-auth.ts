import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { getSupabase } from '../client/supabase-client';
import { applySession, applySignedOut, syncAccount } from './session-sync';
import { useAuth } from './auth-store';

let started: Promise<void> | null = null;

/**
 * Starts following the auth session: subscribes once to `onAuthStateChange`, loads profile and roles on
 * SIGNED_IN / TOKEN_REFRESHED / USER_UPDATED (and for a session restored from storage), clears everything on
 * SIGNED_OUT. Idempotent, and safe to call after first paint: until it runs the store just says 'loading'.
 */
export function initAuth(): Promise<void> {
  started ??= getSupabase().then(
    (supabase) => {
      supabase.auth.onAuthStateChange(handleAuthEvent);
    },
    (error: unknown) => {
      started = null; // Let a later call retry (supabase-js chunk failed to load).
      throw error;
    },
  );
  return started;
}

function handleAuthEvent(event: AuthChangeEvent, session: Session | null): void {
  if (event === 'SIGNED_OUT' || !session) {
    // INITIAL_SESSION without a session lands here too: nobody is signed in.
    applySignedOut();
    return;
  }
  applySession(session);
  if (event === 'PASSWORD_RECOVERY') useAuth.setState({ passwordRecovery: true });
  // auth-js notifies while holding its session lock: calling back into supabase from inside the callback can
  // deadlock, so the profile/roles queries run on the next tick.
  setTimeout(() => {
    syncAccount(session).catch(() => {
      // Recorded in the store as accountError; nothing else to do here.
    });
  }, 0);
}
