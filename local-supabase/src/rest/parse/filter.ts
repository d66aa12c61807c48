import { PostgrestError } from '../../http/postgrest-errors';
import { OPERATORS, type Condition, type Field, type LogicNode, type LogicTree, type Operator } from './ast';
import { Cursor } from './cursor';

const OPERATOR_SET = new Set<string>(OPERATORS);
const QUANTIFIABLE = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const TEXT_SEARCH = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);
const CONFIG = /^[A-Za-z_][A-Za-z0-9_.]*$/;
const HEAD = /^([a-z]+)(?:\(([^)]*)\))?\./;

function filterError(raw: string, details: string): PostgrestError {
  return new PostgrestError(400, 'PGRST100', `"failed to parse filter (${raw})" (line 1, column 1)`, details);
}

/**
 * Splits the list of `in.(a,"b,c",d)` into items; quoted items may contain `\"` and `\\`.
 */
export function parseList(raw: string, whole: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw filterError(whole, 'expecting a parenthesised list');
  const body = raw.slice(1, -1);
  const items: string[] = [];
  if (body === '') return items;
  let i = 0;
  for (;;) {
    let item = '';
    if (body[i] === '"') {
      i++;
      for (;;) {
        if (i >= body.length) throw filterError(whole, 'unterminated quoted value');
        const ch = body[i]!;
        if (ch === '\\' && i + 1 < body.length) {
          item += body[i + 1];
          i += 2;
        } else if (ch === '"') {
          i++;
          break;
        } else {
          item += ch;
          i++;
        }
      }
      if (i < body.length && body[i] !== ',') throw filterError(whole, 'unexpected text after a quoted value');
    } else {
      const end = body.indexOf(',', i);
      item = body.slice(i, end < 0 ? body.length : end);
      i = end < 0 ? body.length : end;
    }
    items.push(item);
    if (i >= body.length) return items;
    i++; // the comma
  }
}

/** Parses `[not.]op[(any|all|config)].value` for `field`. `quoted` unwraps `"…"` values (logic trees). */
export function parseCondition(field: Field, raw: string, quoted = false): Condition {
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const m = HEAD.exec(rest);
  if (!m) throw filterError(raw, 'expecting an operator followed by "." and a value');
  const op = m[1]!;
  if (!OPERATOR_SET.has(op)) throw filterError(raw, `unknown operator "${op}"`);
  let value = rest.slice(m[0].length);
  const cond: Condition = { field, negate, op: op as Operator, value };
  const modifier = m[2];
  if (modifier !== undefined) {
    if (TEXT_SEARCH.has(op)) {
      if (!CONFIG.test(modifier)) throw filterError(raw, 'invalid text search configuration');
      cond.config = modifier;
    } else if (QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all')) {
      cond.quantifier = modifier;
    } else {
      throw filterError(raw, `operator "${op}" does not accept "(${modifier})"`);
    }
  }
  if (op === 'in') {
    cond.value = parseList(value, raw);
    return cond;
  }
  if (quoted && value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    cond.value = value;
  }
  if (op === 'is') {
    const v = value.toLowerCase();
    if (!IS_VALUES.has(v)) throw filterError(raw, 'expecting null, not_null, true, false or unknown after "is."');
    cond.value = v;
  }
  return cond;
}

/** Parses a filter's query key (`col`, `col->a->>b`, `embed.col`) into embed path + field. */
export function parseFilterKey(key: string): { path: string[]; field: Field } {
  const c = new Cursor(key, 'filter');
  const path: string[] = [];
  let name = c.ident();
  while (c.eat('.')) {
    path.push(name);
    name = c.ident();
  }
  const json = c.jsonPath();
  if (!c.done) throw c.fail('expecting end of the column name');
  return { path, field: { name, json } };
}

/** Reads one tree item's raw text up to the `,` or `)` that ends it, respecting quotes and brackets. */
function itemText(c: Cursor): string {
  const start = c.i;
  let depth = 0;
  let inQuote = false;
  while (!c.done) {
    const ch = c.s[c.i]!;
    if (inQuote) {
      if (ch === '\\') c.i++;
      else if (ch === '"') inQuote = false;
    } else if (ch === '"') inQuote = true;
    else if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') {
      if (depth === 0) break;
      depth--;
    } else if (ch === ',' && depth === 0) break;
    c.i++;
  }
  if (inQuote) throw c.fail('expecting closing quote');
  return c.s.slice(start, c.i);
}

function node(c: Cursor): LogicNode {
  const start = c.i;
  const negate = c.eat('not.');
  for (const op of ['and', 'or'] as const) {
    if (c.eat(`${op}(`)) return tree(c, op, negate);
  }
  c.i = start;
  const field = c.field();
  c.expect('.');
  const raw = itemText(c);
  try {
    return { kind: 'condition', condition: parseCondition(field, raw, true) };
  } catch (err) {
    if (err instanceof PostgrestError) throw c.fail(String(err.details ?? 'invalid condition'));
    throw err;
  }
}

function tree(c: Cursor, op: 'and' | 'or', negate: boolean): LogicTree {
  const children: LogicNode[] = [];
  for (;;) {
    children.push(node(c));
    if (c.eat(')')) return { kind: 'logic', op, negate, children };
    c.expect(',');
  }
}

/** Parses the value of `or=`, `and=`, `not.or=`… : `(a.eq.1,and(b.gt.2,b.lt.5))`. */
export function parseLogicTree(op: 'and' | 'or', negate: boolean, raw: string): LogicTree {
  const c = new Cursor(raw, 'logic tree');
  c.expect('(');
  const t = tree(c, op, negate);
  if (!c.done) throw c.fail('expecting end of input');
  return t;
}
