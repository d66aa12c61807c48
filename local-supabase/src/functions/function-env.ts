/** What every function finds in Deno.env on hosted Supabase (the platform sets these; secrets may not). */
export interface PlatformEnv {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
  /** Empty on PGlite, which has no network listener: functions reach the data through SUPABASE_URL there. */
  SUPABASE_DB_URL: string;
}

/**
 * Variables Deno needs to reach the network from this machine (a proxy, an npm mirror, the machine's own TLS
 * certificate authorities): for npm downloads and for the functions' own HTTPS calls. Never secrets of ours.
 */
const PASSED_THROUGH = [
  'HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy', 'NPM_CONFIG_REGISTRY',
  'SSL_CERT_FILE', 'SSL_CERT_DIR', 'DENO_CERT', 'NODE_EXTRA_CA_CERTS',
];

/**
 * The environment of a function's Deno process: the platform's variables, then the secrets file, and nothing of
 * local-supabase's own environment (its JWT secret or DATABASE_URL must not leak into user code). As the CLI does,
 * secrets named SUPABASE_* are skipped: they would shadow the platform's. Returns the names skipped, to warn about.
 */
export function functionEnv(
  platform: PlatformEnv,
  secrets: Record<string, string>,
  denoDir: string,
  parent: NodeJS.ProcessEnv = process.env,
): { env: Record<string, string>; skipped: string[] } {
  const env: Record<string, string> = {};
  for (const name of PASSED_THROUGH) if (parent[name]) env[name] = parent[name]!;
  const skipped: string[] = [];
  for (const [name, value] of Object.entries(secrets)) {
    if (name.startsWith('SUPABASE_')) skipped.push(name);
    else env[name] = value;
  }
  Object.assign(env, platform, {
    DENO_DIR: denoDir,
    // The repository's package.json must not turn npm: imports into node_modules lookups: functions resolve
    // their npm: specifiers on their own, as edge-runtime does without a package.json next to the function.
    DENO_NO_PACKAGE_JSON: '1',
    // The machine's certificate authorities as well as Deno's own (Node here trusts the machine's too).
    DENO_TLS_CA_STORE: parent.DENO_TLS_CA_STORE || 'system,mozilla',
    DENO_NO_UPDATE_CHECK: '1',
    DENO_NO_PROMPT: '1',
    NO_COLOR: '1',
  });
  return { env, skipped };
}
