import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One Edge Function as the Supabase CLI would deploy it. */
export interface FunctionSpec {
  name: string;
  /** Absolute path of the entry module. */
  entrypoint: string;
  /** Folder the function's files live in (a change there reloads it). */
  dir: string;
  /** `[functions.<name>] verify_jwt`: true (the CLI's and hosted's default) requires a valid JWT. */
  verifyJwt: boolean;
}

/** The CLI's rule for deployable names; `_shared` and dot-folders are not functions. */
const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

interface TomlFunctionSettings {
  verifyJwt?: boolean;
  enabled?: boolean;
  entrypoint?: string;
}

/**
 * The `[functions.<name>]` tables of a Supabase CLI config.toml: `verify_jwt`, `enabled` and `entrypoint` (relative
 * to the supabase folder). Only plain `key = true|false|"string"` lines are read, which is all these keys take.
 */
export function readFunctionSettings(configToml: string): Map<string, TomlFunctionSettings> {
  const out = new Map<string, TomlFunctionSettings>();
  if (!existsSync(configToml)) return out;
  let current: TomlFunctionSettings | undefined;
  for (const raw of readFileSync(configToml, 'utf8').split(/\r?\n/)) {
    const line = raw.replace(/^([^"#]*(?:"[^"]*"[^"#]*)*)#.*$/, '$1').trim();
    const header = /^\[\s*functions\.(?:"([^"]+)"|([A-Za-z0-9_-]+))\s*\]$/.exec(line);
    if (header) {
      const name = header[1] ?? header[2]!;
      current = out.get(name) ?? {};
      out.set(name, current);
      continue;
    }
    if (line.startsWith('[')) {
      current = undefined;
      continue;
    }
    const kv = /^([a-z_]+)\s*=\s*(true|false|"([^"]*)")$/.exec(line);
    if (!current || !kv) continue;
    if (kv[1] === 'verify_jwt') current.verifyJwt = kv[2] === 'true';
    else if (kv[1] === 'enabled') current.enabled = kv[2] === 'true';
    else if (kv[1] === 'entrypoint' && kv[3] !== undefined) current.entrypoint = kv[3];
  }
  return out;
}

/**
 * The functions under `functionsDir` (each `<name>/index.ts`, or the entrypoint config.toml names), with their
 * settings from the config.toml in the folder above (supabase/config.toml for supabase/functions). Disabled
 * functions (`enabled = false`) are left out, as `supabase functions serve` leaves them.
 */
export function discoverFunctions(functionsDir: string): FunctionSpec[] {
  if (!existsSync(functionsDir)) return [];
  const supabaseDir = path.dirname(functionsDir);
  const settings = readFunctionSettings(path.join(supabaseDir, 'config.toml'));
  const specs: FunctionSpec[] = [];
  for (const entry of readdirSync(functionsDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !FUNCTION_NAME.test(entry.name)) continue;
    const own = settings.get(entry.name) ?? {};
    if (own.enabled === false) continue;
    const dir = path.join(functionsDir, entry.name);
    const entrypoint = own.entrypoint ? path.resolve(supabaseDir, own.entrypoint) : path.join(dir, 'index.ts');
    if (!existsSync(entrypoint)) continue;
    specs.push({ name: entry.name, entrypoint, dir, verifyJwt: own.verifyJwt ?? true });
  }
  return specs.sort((a, b) => a.name.localeCompare(b.name));
}
