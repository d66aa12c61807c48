// Connects shared-data to the configured Supabase project. supabase-js (~46 KB gzip) is only fetched when a session
// can matter: a session is already stored in this browser, or the visitor opens a page that needs one (the guards and
// auth screens call useSessionTracking). A first-time visitor of the public pages never downloads it.
import { useEffect } from 'react';
import { configureCaptcha, configureSupabase, initAuth } from '@spotless/shared-data';
import type { AppConfig } from '../config/runtime-config';
import { hasStoredSession } from './stored-session';

export function startSession(config: AppConfig): void {
  configureSupabase({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey });
  configureCaptcha(config.captcha ?? null);
  if (hasStoredSession()) void initAuth();
}

/** Starts session tracking (idempotent) on pages that need to know who is signed in. */
export function useSessionTracking(): void {
  useEffect(() => {
    initAuth().catch((error: unknown) => console.error('[shell] could not start the auth session', error));
  }, []);
}
