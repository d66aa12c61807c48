import type { Condition, LogicTree, OrderTerm } from '../parse/ast';
import type { Source } from '../plan/read-plan';
import type { Relation } from '../schema/types';
import { ident, qualified, type SqlParams } from './builder';
import { conditionSql, fieldSql, logicSql } from './condition-sql';

/** Row filters and "limited update" bounds of a PATCH/DELETE. */
export interface MutationFilter {
  filters: Condition[];
  logic: LogicTree[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface InsertOptions {
  columns: string[];
  /** `Prefer: missing=default`: keys absent from a row take the column default instead of NULL. */
  missingDefault: boolean;
  onConflict?: { columns: string[]; action: 'merge' | 'ignore' };
  returning: boolean;
}

/** The alias mutations give their target so filters read `"todos"."id"`. */
export function targetSource(rel: Relation): Source {
  const alias = ident(rel.name);
  return { relation: rel, fromSql: `${qualified(rel.schema, rel.name)} AS ${alias}`, alias };
}

function whereOf(source: Source, f: MutationFilter, p: SqlParams): string[] {
  const where = f.filters.map((c) => conditionSql(source, c, p));
  for (const t of f.logic) where.push(logicSql(source, t, p));
  if (f.limit !== undefined || f.offset) {
    // PostgREST's "limited update/delete": restrict to the first rows in the requested order.
    const inner = [...where];
    const order = f.order.length
      ? ` ORDER BY ${f.order.map((t) => `${fieldSql(source.alias, t.field, p)} ${t.direction === 'desc' ? 'DESC' : 'ASC'}${t.nulls ? ` NULLS ${t.nulls.toUpperCase()}` : ''}`).join(', ')}`
      : '';
    const range = `${f.limit !== undefined ? ` LIMIT ${p.add(f.limit)}` : ''}${f.offset ? ` OFFSET ${p.add(f.offset)}` : ''}`;
    return [
      `${source.alias}.ctid = ANY(ARRAY(SELECT ${source.alias}.ctid FROM ${source.fromSql}${inner.length ? ` WHERE ${inner.join(' AND ')}` : ''}${order}${range}))`,
    ];
  }
  return where;
}

/** INSERT … SELECT from the JSON body (bound once as jsonb), with optional ON CONFLICT. */
export function insertSql(rel: Relation, body: string, o: InsertOptions, p: SqlParams): string {
  const alias = ident(rel.name);
  const bodyParam = p.add(body);
  const exprs = o.columns.map((name) => {
    const value = `_r.${ident(name)}`;
    if (!o.missingDefault) return value;
    const def = rel.columns.get(name)?.default ?? 'NULL';
    return `CASE WHEN _j.j ? ${p.add(name)} THEN ${value} ELSE ${def} END`;
  });
  let sql =
    `INSERT INTO ${qualified(rel.schema, rel.name)} AS ${alias} (${o.columns.map(ident).join(', ')}) ` +
    `SELECT ${exprs.join(', ')} FROM jsonb_array_elements(${bodyParam}::jsonb) WITH ORDINALITY AS _j(j, o), ` +
    `jsonb_populate_record(NULL::${qualified(rel.schema, rel.name)}, _j.j) AS _r ORDER BY _j.o`;
  if (o.onConflict) {
    const target = `(${o.onConflict.columns.map(ident).join(', ')})`;
    const updates = o.columns.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`);
    sql += o.onConflict.action === 'merge' && updates.length ? ` ON CONFLICT ${target} DO UPDATE SET ${updates.join(', ')}` : ` ON CONFLICT ${target} DO NOTHING`;
  }
  return o.returning ? `${sql} RETURNING ${alias}.*` : sql;
}

/** UPDATE with the new values taken from the JSON body (bound once as jsonb). */
export function updateSql(rel: Relation, body: string, columns: string[], f: MutationFilter, returning: boolean, p: SqlParams): string {
  const source = targetSource(rel);
  const sets = columns.map((c) => `${ident(c)} = _r.${ident(c)}`);
  const where = whereOf(source, f, p);
  const sql =
    `UPDATE ${qualified(rel.schema, rel.name)} AS ${source.alias} SET ${sets.join(', ')} ` +
    `FROM jsonb_populate_record(NULL::${qualified(rel.schema, rel.name)}, ${p.add(body)}::jsonb) AS _r` +
    (where.length ? ` WHERE ${where.join(' AND ')}` : '');
  return returning ? `${sql} RETURNING ${source.alias}.*` : sql;
}

export function deleteSql(rel: Relation, f: MutationFilter, returning: boolean, p: SqlParams): string {
  const source = targetSource(rel);
  const where = whereOf(source, f, p);
  const sql = `DELETE FROM ${qualified(rel.schema, rel.name)} AS ${source.alias}` + (where.length ? ` WHERE ${where.join(' AND ')}` : '');
  return returning ? `${sql} RETURNING ${source.alias}.*` : sql;
}
