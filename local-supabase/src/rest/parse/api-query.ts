import { PostgrestError } from '../../http/postgrest-errors';
import type { Condition, LogicTree, OrderTerm, SelectItem } from './ast';
import { parseCondition, parseFilterKey, parseLogicTree } from './filter';
import { parseOrder } from './order';
import { parseSelect } from './select';

/** Everything the query string asks for, before it is checked against the schema. */
export interface ApiQuery {
  select: SelectItem[];
  /** Filters; `path` names the embed they apply inside ([] = the root resource). */
  filters: { path: string[]; condition: Condition }[];
  logic: { path: string[]; tree: LogicTree }[];
  order: { path: string[]; terms: OrderTerm[] }[];
  /** limit/offset per embed path, keyed by the path joined with '.' ('' = root). */
  ranges: Map<string, { limit?: number; offset?: number }>;
  /** `columns=` names (insert/upsert), unquoted. */
  columns?: string[];
  onConflict?: string[];
  /** RPC arguments taken from the query string (GET/HEAD rpc). */
  rpcArgs: Record<string, string>;
}

// Lazy path so that `not.or` and `labels.not.or` keep `not.` as the negation, not as an embed name.
const LOGIC = /^(?:(.+?)\.)??(not\.)?(or|and)$/;
const RANGE = /^(?:(.*)\.)?(limit|offset)$/;
const ORDER = /^(?:(.*)\.)?order$/;

function splitPath(p: string | undefined): string[] {
  return p ? p.split('.') : [];
}

function nonNegative(key: string, value: string): number {
  if (!/^\d{1,15}$/.test(value)) {
    throw new PostgrestError(400, 'PGRST100', `"failed to parse ${key} parameter (${value})" (line 1, column 1)`, 'expecting a non-negative integer');
  }
  return Number(value);
}

/** `"a","b"` or `a,b` → ['a','b']. */
export function parseColumnList(raw: string): string[] {
  const out: string[] = [];
  for (const part of raw.split(',')) {
    const t = part.trim();
    const name = t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1) : t;
    if (!name) throw new PostgrestError(400, 'PGRST100', `"failed to parse columns parameter (${raw})" (line 1, column 1)`, 'expecting a column name');
    out.push(name);
  }
  return out;
}

/**
 * Classifies query-string pairs into select/filters/order/ranges/…; `isArg` marks keys that are
 * RPC arguments (checked before filters, after the reserved keys).
 */
export function parseApiQuery(pairs: [string, string][], isArg: (key: string) => boolean = () => false): ApiQuery {
  const q: ApiQuery = { select: [{ kind: 'star' }], filters: [], logic: [], order: [], ranges: new Map(), rpcArgs: {} };
  for (const [key, value] of pairs) {
    if (key === 'select') {
      q.select = value === '' ? [{ kind: 'star' }] : parseSelect(value);
      continue;
    }
    if (key === 'columns') {
      q.columns = parseColumnList(value);
      continue;
    }
    if (key === 'on_conflict') {
      q.onConflict = parseColumnList(value);
      continue;
    }
    if (key === 'apikey') continue;
    let m = ORDER.exec(key);
    if (m) {
      if (value !== '') q.order.push({ path: splitPath(m[1]), terms: parseOrder(value) });
      continue;
    }
    m = RANGE.exec(key);
    if (m) {
      const p = m[1] ?? '';
      const r = q.ranges.get(p) ?? {};
      r[m[2] as 'limit' | 'offset'] = nonNegative(m[2]!, value);
      q.ranges.set(p, r);
      continue;
    }
    m = LOGIC.exec(key);
    if (m) {
      q.logic.push({ path: splitPath(m[1]), tree: parseLogicTree(m[3] as 'or' | 'and', m[2] !== undefined, value) });
      continue;
    }
    if (isArg(key)) {
      q.rpcArgs[key] = value;
      continue;
    }
    const { path, field } = parseFilterKey(key);
    q.filters.push({ path, condition: parseCondition(field, value) });
  }
  return q;
}
