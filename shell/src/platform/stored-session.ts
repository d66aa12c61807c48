// Whether this browser holds a Supabase session, read without loading supabase-js: main.ts asks before anything else
// loads (to hold back the pre-rendered page's Login and Sign Up), start-session.ts to decide whether to restore it,
// and the top bar while it is being restored. Its own module so main.ts can import it without shared-data.

/** The attribute main.ts sets on <html> when a session is stored; index.html's CSS reads it. */
export const STORED_SESSION_ATTRIBUTE = 'data-session';

/**
 * supabase-js persists sessions under `sb-<project>-auth-token` (or a custom key containing 'auth-token').
 * Never throws: where storage is blocked (cookies off, some private modes) even reading `localStorage` throws, and
 * that must read as "nothing stored", not stop the app.
 */
export function hasStoredSession(storage?: Pick<Storage, 'length' | 'key'>): boolean {
  try {
    const store = storage ?? globalThis.localStorage;
    if (!store) return false;
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key && /auth-token$|^supabase\.auth\.token$/.test(key)) return true;
    }
  } catch {
    // Storage blocked: behave as if nothing is stored.
  }
  return false;
}

/**
 * Marks <html> when a session is stored, so the pre-rendered page (captured signed out) stops offering Login and
 * Sign Up to someone who is signed in. The CSS rule only reaches inside the snapshot; the live top bar decides for
 * itself (TopBar's accountPending).
 */
export function markStoredSession(doc: Document = document, storage?: Pick<Storage, 'length' | 'key'>): void {
  if (hasStoredSession(storage)) doc.documentElement.setAttribute(STORED_SESSION_ATTRIBUTE, 'stored');
}
