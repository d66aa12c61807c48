import { existsSync, readFileSync } from 'node:fs';

/** The settings of supabase/config.toml's [auth] and [auth.email] tables that local-supabase follows. */
export interface AuthSettingsFile {
  /** [auth] jwt_expiry: access-token lifetime in seconds. */
  jwtExpiry?: number;
  /** [auth.email] enable_confirmations: a new address must be confirmed before it counts. */
  enableConfirmations?: boolean;
  /** [auth.email] double_confirm_changes: an e-mail change is confirmed from the current address too. */
  doubleConfirmChanges?: boolean;
}

/**
 * Reads those keys from a Supabase CLI config.toml. Only plain `key = true|false|<integer>` lines are
 * understood (all these keys are); a missing file or key leaves the setting undefined, so the caller's
 * default (GoTrue's) applies.
 */
export function readAuthSettings(file: string): AuthSettingsFile {
  if (!existsSync(file)) return {};
  const values = new Map<string, string>();
  let table = '';
  for (const raw of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      table = header[1]!.trim();
      continue;
    }
    const m = /^([a-z_]+)\s*=\s*(true|false|\d+)$/.exec(line);
    if (m && (table === 'auth' || table === 'auth.email')) values.set(`${table}.${m[1]}`, m[2]!);
  }
  const bool = (key: string) => (values.has(key) ? values.get(key) === 'true' : undefined);
  const expiry = Number(values.get('auth.jwt_expiry'));
  return {
    jwtExpiry: Number.isInteger(expiry) && expiry > 0 ? expiry : undefined,
    enableConfirmations: bool('auth.email.enable_confirmations'),
    doubleConfirmChanges: bool('auth.email.double_confirm_changes'),
  };
}
