// Supabase clients inside a function. `callerClient` acts as whoever called (their Authorization header is
// forwarded, so row-level security decides exactly as for the browser); `serviceClient` bypasses RLS and is for
// work the platform does on nobody's behalf (a payment provider's webhook, bookkeeping). Never return what the
// service client read without checking the caller may see it.
import { createClient, type SupabaseClient, type User } from 'npm:@supabase/supabase-js@2.109.0';
import { HttpError } from './http.ts';

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export function requireEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) {
    console.error(`${name} is not set (supabase secrets set, or supabase/functions/.env locally)`);
    throw new HttpError(500, 'not_configured', 'This service is not configured yet.');
  }
  return value;
}

export function callerClient(req: Request): SupabaseClient {
  const authorization = req.headers.get('Authorization');
  if (!authorization) throw new HttpError(401, 'unauthorized', 'Sign in to continue.');
  return createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_ANON_KEY'), {
    ...options,
    global: { headers: { Authorization: authorization } },
  });
}

let service: SupabaseClient | undefined;
export function serviceClient(): SupabaseClient {
  service ??= createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), options);
  return service;
}

/**
 * The signed-in user behind the request, checked with Auth (a valid JWT alone is not enough: the user may have been
 * signed out or deleted since). Anonymous guest sessions count only when `allowAnonymous`.
 */
export async function requireUser(req: Request, { allowAnonymous = false } = {}): Promise<{ user: User; client: SupabaseClient }> {
  const client = callerClient(req);
  const { data, error } = await client.auth.getUser();
  if (error || !data.user) throw new HttpError(401, 'unauthorized', 'Sign in to continue.');
  if (data.user.is_anonymous && !allowAnonymous) throw new HttpError(403, 'account_required', 'Create an account to continue.');
  return { user: data.user, client };
}

/** The role of the verified JWT the platform let through (verify_jwt): anon, authenticated or service_role. */
export function callerRole(req: Request): string | undefined {
  const token = req.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims.role === 'string' ? claims.role : undefined;
  } catch {
    return undefined;
  }
}
