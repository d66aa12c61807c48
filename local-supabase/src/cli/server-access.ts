import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** How a command-line tool reaches a running local-supabase with admin rights. */
export interface ServerAccess {
  url: string;
  serviceRoleKey: string;
}

/**
 * SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY when both are set, else DATA_DIR/keys.json (written by
 * the server at start; DATA_DIR defaults to ./.data like the server's).
 */
export function resolveServerAccess(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerAccess {
  if (env.SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY) {
    return { url: env.SUPABASE_URL.replace(/\/+$/, ''), serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY };
  }
  const file = path.join(path.resolve(cwd, env.DATA_DIR ?? '.data'), 'keys.json');
  if (!existsSync(file)) {
    throw new Error(`No server to talk to: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or start local-supabase so that ${file} exists.`);
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { url?: unknown; serviceRoleKey?: unknown };
  if (typeof keys.url !== 'string' || typeof keys.serviceRoleKey !== 'string') throw new Error(`${file} lacks url or serviceRoleKey`);
  return { url: (env.SUPABASE_URL ?? keys.url).replace(/\/+$/, ''), serviceRoleKey: keys.serviceRoleKey };
}
