import { Buffer } from 'node:buffer';
import { createHmac } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** The signed-in user's access token again, signed with the server's secret, running out in `seconds` (negative: ran out). */
function expiringCopy(accessToken: string, jwtSecret: string, seconds: number): { token: string; exp: number } {
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const exp = now + seconds;
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify({ ...claims, iat: now, exp }))}`;
  return { token: `${unsigned}.${createHmac('sha256', jwtSecret).update(unsigned).digest('base64url')}`, exp };
}

/**
 * Puts the client in the state of a tab left in the background at the end of its token's hour: auth-js has stopped
 * refreshing, its stored session holds a token that runs out in `seconds` (or ran out that long ago), and Realtime was
 * handed that token (as supabase-js does on every refresh). The server closes the channels joined with it when it
 * runs out, or at once when it already has.
 *
 * The session is written to storage rather than set with `auth.setSession`: that emits SIGNED_IN, and the account
 * reload that follows would refresh the token at once (auth-js refreshes any token within 90 s of expiry).
 */
export async function expireSession(supabase: SupabaseClient, jwtSecret: string, seconds: number): Promise<string> {
  await supabase.auth.stopAutoRefresh();
  const storageKey = Object.keys(localStorage).find((key) => key.startsWith('sb-') && key.endsWith('-auth-token'));
  if (!storageKey) throw new Error('no stored session: sign in first');
  const session = JSON.parse(localStorage.getItem(storageKey)!) as { access_token: string };
  const { token, exp } = expiringCopy(session.access_token, jwtSecret, seconds);
  localStorage.setItem(storageKey, JSON.stringify({ ...session, access_token: token, expires_at: exp, expires_in: seconds }));
  await supabase.realtime.setAuth(token);
  return token;
}
