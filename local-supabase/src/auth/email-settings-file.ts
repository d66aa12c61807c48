import { existsSync, readFileSync } from 'node:fs';

/** The [auth.email] settings of supabase/config.toml that local-supabase follows. */
export interface EmailSettingsFile {
  /** enable_confirmations: a new address must be confirmed before it counts. */
  enableConfirmations?: boolean;
  /** double_confirm_changes: an e-mail change is confirmed from the current address too (secure change). */
  doubleConfirmChanges?: boolean;
}

/**
 * Reads the boolean keys of the `[auth.email]` table of a Supabase CLI config.toml. Only `key = true|false`
 * lines are understood (all this table holds); a missing file or key leaves the setting undefined, so the
 * caller's default (GoTrue's) applies.
 */
export function readEmailSettings(file: string): EmailSettingsFile {
  if (!existsSync(file)) return {};
  const values = new Map<string, boolean>();
  let inTable = false;
  for (const raw of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    if (line.startsWith('[')) {
      inTable = line === '[auth.email]';
      continue;
    }
    const m = inTable ? /^([a-z_]+)\s*=\s*(true|false)$/.exec(line) : null;
    if (m) values.set(m[1]!, m[2] === 'true');
  }
  return { enableConfirmations: values.get('enable_confirmations'), doubleConfirmChanges: values.get('double_confirm_changes') };
}
