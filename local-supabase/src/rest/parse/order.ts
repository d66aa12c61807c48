import type { OrderTerm } from './ast';
import { Cursor } from './cursor';

/** Parses `order=a.desc.nullslast,data->>x,author(name).asc` (supabase-protocol.md §2.5). */
export function parseOrder(raw: string): OrderTerm[] {
  const c = new Cursor(raw, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    terms.push(term(c));
    if (c.done) return terms;
    if (!c.eat(',')) throw c.fail('expecting "," or end of input');
  }
}

function term(c: Cursor): OrderTerm {
  const first = c.ident();
  const t: OrderTerm = { field: { name: first, json: [] } };
  if (c.eat('(')) {
    t.relation = first;
    t.field = c.field();
    c.expect(')');
  } else {
    t.field.json = c.jsonPath();
  }
  while (c.eat('.')) {
    const word = c.ident();
    if ((word === 'asc' || word === 'desc') && !t.direction && !t.nulls) t.direction = word;
    else if ((word === 'nullsfirst' || word === 'nullslast') && !t.nulls) t.nulls = word === 'nullsfirst' ? 'first' : 'last';
    else {
      c.i -= word.length;
      throw c.fail('expecting "asc", "desc", "nullsfirst" or "nullslast"');
    }
  }
  return t;
}
