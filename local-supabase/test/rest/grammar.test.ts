import { PostgrestError } from '../../src/http/postgrest-errors';
import { parseApiQuery } from '../../src/rest/parse/api-query';
import { parseCondition, parseFilterKey, parseList, parseLogicTree } from '../../src/rest/parse/filter';
import { negotiateMedia } from '../../src/rest/parse/media-type';
import { parseOrder } from '../../src/rest/parse/order';
import { parsePreferences } from '../../src/rest/parse/preferences';
import { parseQueryString } from '../../src/rest/parse/query-string';
import { parseSelect } from '../../src/rest/parse/select';

// The query grammar of supabase-protocol.md §2.2-2.7, parsed without a database.

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    return err instanceof PostgrestError ? err.code : 'not-a-postgrest-error';
  }
  return undefined;
}

test('select: aliases, casts, JSON paths, embeds with hints, !inner and spreads', () => {
  expect(parseSelect('id,name:title,amount::text,data->a->>b,author:users!todos_author_fkey!inner(id,org:orgs(name)),...profiles(email)')).toEqual([
    { kind: 'column', field: { name: 'id', json: [] }, alias: undefined, cast: undefined },
    { kind: 'column', field: { name: 'title', json: [] }, alias: 'name', cast: undefined },
    { kind: 'column', field: { name: 'amount', json: [] }, alias: undefined, cast: 'text' },
    { kind: 'column', field: { name: 'data', json: [{ arrow: '->', key: 'a' }, { arrow: '->>', key: 'b' }] }, alias: undefined, cast: undefined },
    {
      kind: 'embed',
      name: 'users',
      alias: 'author',
      hint: 'todos_author_fkey',
      join: 'inner',
      spread: false,
      select: [
        { kind: 'column', field: { name: 'id', json: [] }, alias: undefined, cast: undefined },
        { kind: 'embed', name: 'orgs', alias: 'org', hint: undefined, join: 'left', spread: false, select: [{ kind: 'column', field: { name: 'name', json: [] }, alias: undefined, cast: undefined }] },
      ],
    },
    { kind: 'embed', name: 'profiles', alias: undefined, hint: undefined, join: 'left', spread: true, select: [{ kind: 'column', field: { name: 'email', json: [] }, alias: undefined, cast: undefined }] },
  ]);
  expect(parseSelect('"my col",rel()')).toEqual([
    { kind: 'column', field: { name: 'my col', json: [] }, alias: undefined, cast: undefined },
    { kind: 'embed', name: 'rel', alias: undefined, hint: undefined, join: 'left', spread: false, select: [] },
  ]);
});

test('select: malformed lists are PGRST100 and aggregates are PGRST123', () => {
  for (const bad of ['id,', 'id,(', 'a(b', 'a)', 'x::1bad', 'a!b!c(x)', '"open', ':x', 'id->']) expect(codeOf(() => parseSelect(bad))).toBe('PGRST100');
  expect(codeOf(() => parseSelect('count()'))).toBe('PGRST123');
  expect(codeOf(() => parseSelect('amount.sum()'))).toBe('PGRST123');
});

test('filters: operators, negation, quantifiers, text-search configs and lists', () => {
  const f = { name: 'c', json: [] };
  expect(parseCondition(f, 'not.eq.a.b')).toEqual({ field: f, negate: true, op: 'eq', value: 'a.b' });
  expect(parseCondition(f, 'like(any).{a*,b*}')).toMatchObject({ op: 'like', quantifier: 'any', value: '{a*,b*}' });
  expect(parseCondition(f, 'fts(english).fat & cat')).toMatchObject({ op: 'fts', config: 'english', value: 'fat & cat' });
  expect(parseCondition(f, 'is.NULL')).toMatchObject({ op: 'is', value: 'null' });
  expect(parseCondition(f, 'in.(1,"a,b","say \\"hi\\"",)')).toMatchObject({ op: 'in', value: ['1', 'a,b', 'say "hi"', ''] });
  expect(parseList('()', 'in.()')).toEqual([]);
  expect(codeOf(() => parseCondition(f, 'eqq.1'))).toBe('PGRST100');
  expect(codeOf(() => parseCondition(f, 'is.maybe'))).toBe('PGRST100');
  expect(codeOf(() => parseCondition(f, 'in.(1,2'))).toBe('PGRST100');
  expect(codeOf(() => parseCondition(f, 'gt(bogus).1'))).toBe('PGRST100');
  expect(parseFilterKey('labels.data->a->>b')).toEqual({ path: ['labels'], field: { name: 'data', json: [{ arrow: '->', key: 'a' }, { arrow: '->>', key: 'b' }] } });
});

test('logic trees nest, negate, and honour quoted values with commas and parentheses', () => {
  const t = parseLogicTree('or', false, '(id.eq.1,not.and(done.is.true,id.gt.5),name.eq."a,b)",tags.cs.{x,y},id.in.(1,2))');
  expect(t.op).toBe('or');
  expect(t.children).toHaveLength(5);
  expect(t.children[1]).toMatchObject({ kind: 'logic', op: 'and', negate: true, children: [{ kind: 'condition' }, { kind: 'condition' }] });
  expect(t.children[2]).toMatchObject({ kind: 'condition', condition: { value: 'a,b)' } });
  expect(t.children[3]).toMatchObject({ kind: 'condition', condition: { op: 'cs', value: '{x,y}' } });
  expect(t.children[4]).toMatchObject({ kind: 'condition', condition: { op: 'in', value: ['1', '2'] } });
  for (const bad of ['(id.eq.1', 'id.eq.1', '(id.eq.1,and(id.gt.2)', '()', '(id.zz.1)', '(id.eq."x)']) {
    expect(codeOf(() => parseLogicTree('or', false, bad))).toBe('PGRST100');
  }
});

test('order terms with direction, nulls placement, JSON paths and related columns', () => {
  expect(parseOrder('a.desc.nullslast,data->>x,author(name).asc')).toEqual([
    { field: { name: 'a', json: [] }, direction: 'desc', nulls: 'last' },
    { field: { name: 'data', json: [{ arrow: '->>', key: 'x' }] } },
    { field: { name: 'name', json: [] }, relation: 'author', direction: 'asc' },
  ]);
  expect(codeOf(() => parseOrder('a.sideways'))).toBe('PGRST100');
  expect(codeOf(() => parseOrder('a.asc.desc'))).toBe('PGRST100');
});

test('query strings decode + as space, keep repeated keys, and classify reserved keys', () => {
  const pairs = parseQueryString('/t?title=eq.a+b&id=gt.1&id=lt.9&labels.order=name.desc&labels.limit=2&not.or=(a.eq.1)&columns=%22a%22,%22b%22&apikey=k');
  expect(pairs[0]).toEqual(['title', 'eq.a b']);
  const q = parseApiQuery(pairs);
  expect(q.filters.map((f) => f.condition.value)).toEqual(['a b', '1', '9']);
  expect(q.order).toEqual([{ path: ['labels'], terms: [{ field: { name: 'name', json: [] }, direction: 'desc' }] }]);
  expect(q.ranges.get('labels')).toEqual({ limit: 2 });
  expect(q.logic[0]).toMatchObject({ path: [], tree: { op: 'or', negate: true } });
  expect(q.columns).toEqual(['a', 'b']);
  expect(codeOf(() => parseQueryString('/t?a=%zz'))).toBe('PGRST100');
  expect(codeOf(() => parseApiQuery([['limit', '-1']]))).toBe('PGRST100');
  const rpc = parseApiQuery([['a', '1'], ['even', 'eq.true']], (k) => k === 'a');
  expect(rpc.rpcArgs).toEqual({ a: '1' });
  expect(rpc.filters).toHaveLength(1);
});

test('Prefer parsing keeps honoured values and rejects junk only under handling=strict', () => {
  const p = parsePreferences('count=exact, missing=default, return=representation, bogus=1');
  expect(p).toMatchObject({ count: 'exact', missing: 'default', return: 'representation' });
  expect(p.applied).toEqual(['count=exact', 'missing=default', 'return=representation']);
  expect(parsePreferences('handling=strict, max-affected=5').maxAffected).toBe(5);
  expect(codeOf(() => parsePreferences('handling=strict, bogus=1'))).toBe('PGRST122');
});

test('Accept negotiation picks JSON, single object, CSV or stripped nulls, else 406 PGRST107', () => {
  expect(negotiateMedia(undefined)).toEqual({ kind: 'json', stripNulls: false });
  expect(negotiateMedia('application/vnd.pgrst.object+json')).toEqual({ kind: 'object', stripNulls: false });
  expect(negotiateMedia('application/vnd.pgrst.array+json;nulls=stripped')).toEqual({ kind: 'json', stripNulls: true });
  expect(negotiateMedia('text/html;q=0.9, text/csv')).toEqual({ kind: 'csv', stripNulls: false });
  expect(codeOf(() => negotiateMedia('application/xml'))).toBe('PGRST107');
});
