import { existsSync, readFileSync } from 'node:fs';

/**
 * The `key = value` lines of some tables of a Supabase CLI config.toml, keyed `<table>.<key>`: booleans, integers and
 * double-quoted strings (unquoted here, `\"` and `\\` undone), a trailing `# comment` ignored. That is every form the
 * keys local-supabase follows are written in; a missing file gives an empty map, so each caller's defaults apply.
 */
export function readConfigTables(file: string, tables: ReadonlySet<string>): Map<string, string> {
  const values = new Map<string, string>();
  if (!existsSync(file)) return values;
  let table = '';
  for (const raw of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = raw.trim().replace(/\s+#[^"]*$/, '');
    if (line.startsWith('#')) continue;
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      table = header[1]!.trim();
      continue;
    }
    const m = /^([a-z_]+)\s*=\s*(true|false|\d+|"(?:[^"\\]|\\.)*")$/.exec(line);
    if (m && tables.has(table)) values.set(`${table}.${m[1]}`, unquote(m[2]!));
  }
  return values;
}

function unquote(value: string): string {
  if (!value.startsWith('"')) return value;
  return value.slice(1, -1).replace(/\\(["\\])/g, '$1');
}
