import type { Condition, Field, LogicTree } from '../parse/ast';
import type { Source } from '../plan/read-plan';
import { arrayLiteral, ident, type SqlParams } from './builder';

const BINARY: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  isdistinct: 'IS DISTINCT FROM',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const TS_FUNCTIONS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

const IS: Record<string, string> = {
  null: 'IS NULL',
  not_null: 'IS NOT NULL',
  true: 'IS TRUE',
  false: 'IS FALSE',
  unknown: 'IS UNKNOWN',
};

/** `alias."col"->'a'->>'b'` with JSON keys bound as parameters. */
export function fieldSql(alias: string, field: Field, p: SqlParams): string {
  let sql = `${alias}.${ident(field.name)}`;
  for (const step of field.json) {
    const numeric = /^-?\d+$/.test(step.key);
    sql += `${step.arrow}${p.add(numeric ? Number(step.key) : step.key)}::${numeric ? 'int' : 'text'}`;
  }
  return sql;
}

/** `*` is PostgREST's URL-friendly alias of `%` in like patterns. */
function likePattern(v: string): string {
  return v.replace(/\*/g, '%');
}

/** One filter as a boolean SQL expression over `source`. */
export function conditionSql(source: Source, c: Condition, p: SqlParams): string {
  const lhs = fieldSql(source.alias, c.field, p);
  let expr: string;
  if (c.op === 'is') {
    expr = `${lhs} ${IS[c.value as string]}`;
  } else if (c.op === 'in') {
    expr = `${lhs} = ANY(${p.add(arrayLiteral(c.value as string[]))})`;
  } else if (TS_FUNCTIONS[c.op]) {
    const fn = TS_FUNCTIONS[c.op];
    const column = c.field.json.length === 0 ? source.relation.columns.get(c.field.name) : undefined;
    const isVector = column?.type === 'tsvector';
    if (c.config !== undefined) {
      const cfg = `${p.add(c.config)}::regconfig`;
      const doc = isVector ? lhs : `to_tsvector(${cfg}, ${lhs})`;
      expr = `${doc} @@ ${fn}(${cfg}, ${p.add(c.value)})`;
    } else {
      expr = `${isVector ? lhs : `to_tsvector(${lhs})`} @@ ${fn}(${p.add(c.value)})`;
    }
  } else {
    const op = BINARY[c.op]!;
    const isLike = c.op === 'like' || c.op === 'ilike';
    const value = c.value as string;
    if (c.quantifier) {
      const items = value.startsWith('{') && value.endsWith('}') ? value : `{${value}}`;
      expr = `${lhs} ${op} ${c.quantifier.toUpperCase()}(${p.add(isLike ? likePattern(items) : items)})`;
    } else {
      expr = `${lhs} ${op} ${p.add(isLike ? likePattern(value) : value)}`;
    }
  }
  return c.negate ? `NOT (${expr})` : expr;
}

/** A logic tree (`or=(…)`) as a parenthesised boolean expression. */
export function logicSql(source: Source, tree: LogicTree, p: SqlParams): string {
  const parts = tree.children.map((n) => (n.kind === 'condition' ? conditionSql(source, n.condition, p) : logicSql(source, n, p)));
  const joined = parts.length ? `(${parts.join(tree.op === 'and' ? ' AND ' : ' OR ')})` : tree.op === 'and' ? 'TRUE' : 'FALSE';
  return tree.negate ? `NOT ${joined}` : joined;
}
