/**
 * postgres_changes filters (`column=op.value`, protocol §5.5): parsing, validation against the
 * column type, and evaluation against a captured row with SQL semantics (values are compared
 * after casting to the column type; NULL matches nothing).
 */

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

export interface ParsedFilter {
  column: string;
  op: FilterOp;
  /** One value, or the list of an `in` filter. */
  values: string[];
}

/** A filter Realtime refuses; the message goes into the `system` error push. */
export class FilterError extends Error {}

const parseError = (parts: string[]) => new FilterError(`Error parsing \`filter\` params: ${JSON.stringify(parts)}`);

/** Parses `column=op.value` (and `column=in.(a,"b,c")`). */
export function parseFilter(filter: string): ParsedFilter {
  const eq = filter.indexOf('=');
  if (eq <= 0) throw parseError([filter]);
  const column = filter.slice(0, eq);
  const rest = filter.slice(eq + 1);
  const dot = rest.indexOf('.');
  if (dot <= 0) throw parseError([column, rest]);
  const op = rest.slice(0, dot) as FilterOp;
  const value = rest.slice(dot + 1);
  if (!OPS.has(op)) throw parseError([column, op, value]);
  if (op !== 'in') return { column, op, values: [value] };
  const m = /^\((.*)\)$/s.exec(value);
  if (!m) throw parseError([column, op, value]);
  return { column, op, values: splitList(m[1]!) };
}

/** Splits an `in` list on commas outside double quotes; `\"` and `\\` escape inside quotes. */
function splitList(list: string): string[] {
  const items: string[] = [];
  let cur = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i]!;
    if (quoted) {
      if (ch === '\\' && i + 1 < list.length) cur += list[++i];
      else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') {
      quoted = true;
      wasQuoted = true;
    } else if (ch === ',') {
      items.push(wasQuoted ? cur : cur.trim());
      cur = '';
      wasQuoted = false;
    } else cur += ch;
  }
  if (cur.length || wasQuoted || items.length) items.push(wasQuoted ? cur : cur.trim());
  return items;
}

type Kind = 'number' | 'bool' | 'time' | 'uuid' | 'json' | 'text';

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money']);
const TIME = new Set(['timestamptz', 'timestamp', 'date']);

function kindOf(type: string): Kind {
  if (NUMERIC.has(type)) return 'number';
  if (type === 'bool') return 'bool';
  if (TIME.has(type)) return 'time';
  if (type === 'uuid') return 'uuid';
  if (type === 'json' || type === 'jsonb') return 'json';
  return 'text';
}

const TRUE = new Set(['t', 'true', 'y', 'yes', 'on', '1']);
const FALSE = new Set(['f', 'false', 'n', 'no', 'off', '0']);
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** A value cast to something comparable for the column's kind; undefined when the cast fails. */
function cast(value: unknown, kind: Kind): number | string | boolean | undefined {
  if (value === null || value === undefined) return undefined;
  switch (kind) {
    case 'number': {
      const n = typeof value === 'number' ? value : Number(String(value).trim());
      return Number.isNaN(n) || String(value).trim() === '' ? undefined : n;
    }
    case 'bool': {
      if (typeof value === 'boolean') return value;
      const s = String(value).trim().toLowerCase();
      return TRUE.has(s) ? true : FALSE.has(s) ? false : undefined;
    }
    case 'time': {
      let s = String(value).trim();
      // Timestamps without zone compare as wall-clock time: read both sides as UTC.
      if (/^\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(s)) s = s.replace(' ', 'T') + 'Z';
      const t = Date.parse(s.replace(' ', 'T'));
      return Number.isNaN(t) ? undefined : t;
    }
    case 'uuid': {
      const s = String(value).trim();
      return UUID.test(s) ? s.replace(/-/g, '').toLowerCase() : undefined;
    }
    case 'json':
      if (typeof value === 'string') {
        try {
          return canonicalJson(JSON.parse(value));
        } catch {
          return undefined;
        }
      }
      return canonicalJson(value);
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}

/** JSON text with object keys sorted, so that equal jsonb values compare equal. */
function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

/** Checks that every filter value casts to the column's type, as the database would at subscribe time. */
export function validateFilterValues(filter: ParsedFilter, columnType: string): void {
  const kind = kindOf(columnType);
  for (const v of filter.values) {
    if (cast(v, kind) === undefined) {
      throw new FilterError(`invalid input syntax for type ${columnType}: "${v}" (filter ${filter.column}=${filter.op}.…)`);
    }
  }
}

/** Evaluates the filter against a row (SQL semantics: a NULL or missing column matches nothing). */
export function matchesFilter(filter: ParsedFilter, row: Record<string, unknown> | null | undefined, columnType: string): boolean {
  if (!row) return false;
  const kind = kindOf(columnType);
  const actual = cast(row[filter.column], kind);
  if (actual === undefined) return false;
  if (filter.op === 'in') return filter.values.some((v) => cast(v, kind) === actual);
  const expected = cast(filter.values[0], kind);
  if (expected === undefined) return false;
  switch (filter.op) {
    case 'eq':
      return actual === expected;
    case 'neq':
      return actual !== expected;
    case 'lt':
      return actual < expected;
    case 'lte':
      return actual <= expected;
    case 'gt':
      return actual > expected;
    case 'gte':
      return actual >= expected;
  }
}
