/**
 * Runtime connection settings. The shell reads them from /config.json at start-up, so one build runs against any
 * Supabase project: no URL or key is baked into a bundle. Only the public anon key ever reaches the browser.
 */
export interface SupabaseRuntimeConfig {
  /** Project URL, e.g. `https://abc.supabase.co` or `http://localhost:54321` for local-supabase. */
  url: string;
  /** The public anon key (a JWT with role `anon`). Never the service-role key. */
  anonKey: string;
}

let current: SupabaseRuntimeConfig | null = null;
const waiters: Array<(config: SupabaseRuntimeConfig) => void> = [];

/** Reads the `role` claim of a JWT without verifying it (verification is the server's job). */
function roleClaim(jwt: string): string | undefined {
  const payload = jwt.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null && 'role' in claims ? String(claims.role) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stores the runtime config. Call once, before anything needs data (the shell does it after fetching
 * /config.json). Calls made earlier to {@link getSupabase} wait for it instead of failing.
 *
 * @throws Error when the URL is not http(s) or the key is a service-role key (it would bypass every RLS policy).
 */
export function configureSupabase(config: SupabaseRuntimeConfig): void {
  if (!/^https?:\/\//.test(config.url)) throw new Error(`Supabase URL must be http(s): "${config.url}"`);
  if (!config.anonKey) throw new Error('Supabase anon key is missing');
  if (roleClaim(config.anonKey) === 'service_role') {
    throw new Error('Refusing a service-role key in the browser: configure the anon key');
  }
  const next = { url: config.url.replace(/\/+$/, ''), anonKey: config.anonKey };
  if (current && (current.url !== next.url || current.anonKey !== next.anonKey)) {
    // The client is a singleton bound to the first config; silently switching projects would split sessions.
    throw new Error('Supabase is already configured with a different project');
  }
  current = next;
  for (const resolve of waiters.splice(0)) resolve(current);
}

/** The runtime config, waiting for {@link configureSupabase} when it has not been called yet. */
export function supabaseConfig(): Promise<SupabaseRuntimeConfig> {
  if (current) return Promise.resolve(current);
  return new Promise((resolve) => waiters.push(resolve));
}

/** True once {@link configureSupabase} has run. */
export function isSupabaseConfigured(): boolean {
  return current !== null;
}
