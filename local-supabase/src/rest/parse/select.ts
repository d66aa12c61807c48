import { PostgrestError } from '../../http/postgrest-errors';
import type { SelectItem } from './ast';
import { Cursor } from './cursor';

const AGGREGATES = new Set(['count', 'sum', 'avg', 'min', 'max']);
const CAST = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?/;

function aggregatesDisabled(): PostgrestError {
  return new PostgrestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

/** Parses the `select` query parameter (supabase-protocol.md §2.3) into a tree. */
export function parseSelect(raw: string): SelectItem[] {
  const c = new Cursor(raw, 'select parameter');
  const items = list(c);
  if (!c.done) throw c.fail('expecting "," or end of input');
  return items;
}

function list(c: Cursor): SelectItem[] {
  const items: SelectItem[] = [];
  if (c.done || c.peek(')')) return items;
  for (;;) {
    items.push(item(c));
    if (!c.eat(',')) return items;
  }
}

function embedTail(c: Cursor, name: string, alias: string | undefined, spread: boolean): SelectItem {
  let hint: string | undefined;
  let join: 'left' | 'inner' = 'left';
  while (c.eat('!')) {
    const h = c.ident();
    if (h === 'inner' || h === 'left') join = h;
    else if (hint === undefined) hint = h;
    else throw c.fail('expecting "inner" or "left"');
  }
  c.expect('(');
  const select = list(c);
  c.expect(')');
  return { kind: 'embed', name, alias, hint, join, spread, select };
}

function item(c: Cursor): SelectItem {
  if (c.eat('*')) return { kind: 'star' };
  if (c.eat('...')) return embedTail(c, c.ident(), undefined, true);
  let alias: string | undefined;
  let name = c.ident();
  if (c.peek(':') && !c.peek('::')) {
    c.eat(':');
    alias = name;
    if (c.eat('...')) throw c.fail('expecting a name');
    name = c.ident();
  }
  if (c.peek('!') || c.peek('(')) {
    if (name === 'count' && c.peek('()')) throw aggregatesDisabled();
    return embedTail(c, name, alias, false);
  }
  const json = c.jsonPath();
  if (c.peek('.')) {
    c.eat('.');
    const fn = c.ident();
    if (AGGREGATES.has(fn) && c.peek('()')) throw aggregatesDisabled();
    throw c.fail('expecting an aggregate function');
  }
  let cast: string | undefined;
  if (c.eat('::')) {
    const m = CAST.exec(c.s.slice(c.i));
    if (!m) throw c.fail('expecting a type name');
    cast = m[0];
    c.i += m[0].length;
  }
  return { kind: 'column', field: { name, json }, alias, cast };
}
