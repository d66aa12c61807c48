import { existsSync, readFileSync } from 'node:fs';

/**
 * The secrets of supabase/functions/.env (dotenv syntax, as `supabase functions serve --env-file` and
 * `supabase secrets set --env-file` read it): `KEY=value`, optional `export `, single or double quotes
 * (double quotes understand \n), `#` comments. A missing file is no secrets.
 */
export function readEnvFile(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(file)) return out;
  for (const raw of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(raw);
    if (!m) continue;
    let value = m[2]!;
    const quoted = /^(["'])(.*)\1$/.exec(value);
    if (quoted) value = quoted[1] === '"' ? quoted[2]!.replace(/\\n/g, '\n') : quoted[2]!;
    else value = value.replace(/\s+#.*$/, '');
    out[m[1]!] = value;
  }
  return out;
}
