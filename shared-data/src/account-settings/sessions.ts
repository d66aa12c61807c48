import { DataError, getSupabase } from '@spotless/shared-data';
import { ACCOUNT_TEXTS } from './texts';

/** One place the person is signed in. */
export interface MySession {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastActiveAt: string | null;
  /** This browser's own session. */
  current: boolean;
}

interface SessionRow {
  id: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_active_at: string | null;
  current: boolean;
}

/** The signed-in person's sessions, most recently active first (my_sessions: only the caller's own). */
export async function listMySessions(): Promise<MySession[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('my_sessions');
  if (error) throw new DataError(ACCOUNT_TEXTS.sessionsFailed, { code: error.code, detail: error.message, cause: error });
  return ((data ?? []) as unknown as SessionRow[]).map((r) => ({
    id: r.id,
    userAgent: r.user_agent,
    ip: r.ip,
    createdAt: r.created_at,
    lastActiveAt: r.last_active_at,
    current: r.current,
  }));
}

/** Signs one of the person's other devices out (end_my_session refuses anyone else's session). */
export async function endMySession(sessionId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('end_my_session', { p_session_id: sessionId });
  if (error) throw new DataError(ACCOUNT_TEXTS.sessionEndFailed, { code: error.code, detail: error.message, cause: error });
}

/** Signs every other device out and keeps this one (Auth's logout scope "others"). */
export async function signOutOtherSessions(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut({ scope: 'others' });
  if (error) throw new DataError(ACCOUNT_TEXTS.sessionEndFailed, { code: error.code, detail: error.message, cause: error });
}

/** "Chrome on Android" from a user agent; the raw text when it is not recognised. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent) ? 'Edge'
    : /OPR\/|Opera/.test(userAgent) ? 'Opera'
    : /Firefox\//.test(userAgent) ? 'Firefox'
    : /Chrome\/|CriOS\//.test(userAgent) ? 'Chrome'
    : /Safari\//.test(userAgent) ? 'Safari'
    : undefined;
  const system = /Android/.test(userAgent) ? 'Android'
    : /iPhone|iPad/.test(userAgent) ? 'iPhone or iPad'
    : /Windows/.test(userAgent) ? 'Windows'
    : /Mac OS X/.test(userAgent) ? 'Mac'
    : /Linux/.test(userAgent) ? 'Linux'
    : undefined;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}
