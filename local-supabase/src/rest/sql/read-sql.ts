import type { Embed, ReadNode } from '../plan/read-plan';
import { ident, type SqlParams } from './builder';
import { conditionSql, fieldSql, logicSql } from './condition-sql';

/** FROM/joins/WHERE of a node, shared by its row query and its count query. */
export interface NodeBody {
  /** `FROM … [junction join] [lateral joins]` */
  from: string;
  /** Lateral joins needed to decide which rows exist (inner embeds, existence filters). */
  filteringJoins: string;
  where: string[];
}

function itemSql(node: ReadNode, p: SqlParams): string {
  const alias = node.source.alias;
  const parts: string[] = [];
  for (const item of node.items) {
    if (item.kind === 'star') parts.push(`${alias}.*`);
    else if (item.kind === 'column') {
      const expr = fieldSql(alias, item.field, p);
      parts.push(`${item.cast ? `CAST(${expr} AS ${item.cast})` : expr} AS ${ident(item.key)}`);
    } else if (item.embed.node.items.length === 0) {
      continue;
    } else if (item.embed.spread) {
      parts.push(`${item.embed.joinAlias}.*`);
    } else parts.push(`${item.embed.joinAlias}.body AS ${ident(item.embed.key)}`);
  }
  // An empty select (`rel()`) still needs a column for row_to_json/json_agg to work on.
  return parts.length ? parts.join(', ') : 'NULL::int AS "__pgrst_empty"';
}

/** Conditions tying an embedded node to its parent row (plus the junction join for many-to-many). */
function linkSql(embed: Embed, parentAlias: string, p: SqlParams): { join: string; where: string[] } {
  const r = embed.relationship;
  const alias = embed.node.source.alias;
  if (r.junction) {
    const j = `${embed.joinAlias.slice(0, -1)}_jt"`;
    const on = r.junction.targetPairs.map(([jc, tc]) => `${j}.${ident(jc)} = ${alias}.${ident(tc)}`).join(' AND ');
    const rel = r.junction.relation;
    return {
      join: ` INNER JOIN ${ident(rel.schema)}.${ident(rel.name)} AS ${j} ON ${on}`,
      where: r.junction.parentPairs.map(([jc, pc]) => `${j}.${ident(jc)} = ${parentAlias}.${ident(pc)}`),
    };
  }
  void p;
  return { join: '', where: r.pairs.map(([pc, tc]) => `${alias}.${ident(tc)} = ${parentAlias}.${ident(pc)}`) };
}

function orderSql(node: ReadNode, p: SqlParams): string {
  if (!node.order.length) return '';
  const terms = node.order.map((t) => {
    let expr: string;
    if (t.relation) {
      const embed = node.embeds.find((e) => e.key === t.relation)!;
      expr = embed.spread
        ? `${embed.joinAlias}.${ident(t.field.name)}`
        : `(${embed.joinAlias}.body::jsonb -> ${p.add(t.field.name)}::text)`;
    } else expr = fieldSql(node.source.alias, t.field, p);
    const dir = t.direction === 'desc' ? ' DESC' : ' ASC';
    const nulls = t.nulls === 'first' ? ' NULLS FIRST' : t.nulls === 'last' ? ' NULLS LAST' : '';
    return expr + dir + nulls;
  });
  return ` ORDER BY ${terms.join(', ')}`;
}

function rangeSql(limit: number | undefined, offset: number | undefined, p: SqlParams): string {
  let sql = '';
  if (limit !== undefined) sql += ` LIMIT ${p.add(limit)}`;
  if (offset) sql += ` OFFSET ${p.add(offset)}`;
  return sql;
}

/** The lateral join rendering one embed as a single `body` column (or the spread columns). */
function embedJoinSql(embed: Embed, parentAlias: string, p: SqlParams): string {
  const child = embed.node;
  const link = linkSql(embed, parentAlias, p);
  const inner = nodeRowsSql(child, p, link);
  const kind = embed.join === 'inner' ? 'INNER' : 'LEFT';
  const a = embed.joinAlias;
  if (embed.spread) return ` ${kind} JOIN LATERAL (${inner}) AS ${a} ON TRUE`;
  if (embed.relationship.toOne) {
    return ` ${kind} JOIN LATERAL (SELECT row_to_json(_e) AS body FROM (${inner}) AS _e) AS ${a} ON TRUE`;
  }
  const on = embed.join === 'inner' ? `${a}.n > 0` : 'TRUE';
  return ` ${kind} JOIN LATERAL (SELECT coalesce(json_agg(_e), '[]') AS body, count(*) AS n FROM (${inner}) AS _e) AS ${a} ON ${on}`;
}

/** FROM, joins and WHERE of a node (embeds are rendered as lateral joins). */
export function nodeBody(node: ReadNode, p: SqlParams, link?: { join: string; where: string[] }): NodeBody {
  const alias = node.source.alias;
  let joins = '';
  let filteringJoins = '';
  const existenceAliases = new Set(node.existence.map((e) => e.embed.joinAlias));
  for (const embed of node.embeds) {
    const sql = embedJoinSql(embed, alias, p);
    joins += sql;
    if (embed.join === 'inner' || existenceAliases.has(embed.joinAlias)) filteringJoins += sql;
  }
  const where = [...(link?.where ?? [])];
  for (const c of node.filters) where.push(conditionSql(node.source, c, p));
  for (const t of node.logic) where.push(logicSql(node.source, t, p));
  for (const e of node.existence) {
    const a = e.embed.joinAlias;
    if (e.embed.relationship.toOne) where.push(`${a}.body IS ${e.isNull ? '' : 'NOT '}NULL`);
    else where.push(`${a}.n ${e.isNull ? '= 0' : '> 0'}`);
  }
  const from = `FROM ${node.source.fromSql}${link?.join ?? ''}`;
  return { from: `${from}${joins}`, filteringJoins: `${from}${filteringJoins}`, where };
}

function whereSql(where: string[]): string {
  return where.length ? ` WHERE ${where.join(' AND ')}` : '';
}

/** `SELECT … FROM … WHERE … ORDER BY … LIMIT …` producing the node's output rows. */
export function nodeRowsSql(node: ReadNode, p: SqlParams, link?: { join: string; where: string[] }): string {
  const items = itemSql(node, p);
  const body = nodeBody(node, p, link);
  return `SELECT ${items} ${body.from}${whereSql(body.where)}${orderSql(node, p)}${rangeSql(node.limit, node.offset, p)}`;
}

/**
 * The root's row query and its `count(*)` query (filters and row-deciding joins, no order or
 * paging), rendered from one body so parameters are bound once.
 */
export function rootQueries(node: ReadNode, p: SqlParams, maxRows?: number): { rows: string; count: string } {
  const items = itemSql(node, p);
  const body = nodeBody(node, p);
  const limit = maxRows === undefined ? node.limit : Math.min(node.limit ?? maxRows, maxRows);
  const where = whereSql(body.where);
  return {
    rows: `SELECT ${items} ${body.from}${where}${orderSql(node, p)}${rangeSql(limit, node.offset, p)}`,
    count: `SELECT count(*) ${body.filteringJoins}${where}`,
  };
}
