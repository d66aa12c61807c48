import { PostgrestError } from '../../http/postgrest-errors';
import type { ApiQuery } from '../parse/api-query';
import type { Condition, Field, LogicNode, LogicTree, OrderTerm, SelectItem } from '../parse/ast';
import { resolveRelationship, type Relationship } from '../schema/relationships';
import { qualifiedKey, type Relation, type SchemaCache } from '../schema/types';
import { ident, qualified } from '../sql/builder';

/** What a read node selects from: a table/view, a mutation's rows or a function's result. */
export interface Source {
  /** Columns for validation and relationships for embedding. */
  relation: Relation;
  /** FROM item(s), aliased: `"public"."todos" AS "todos"`. */
  fromSql: string;
  /** Quoted alias the columns are qualified with. */
  alias: string;
  /** The columns are not known (function returning `record`): skip column checks. */
  openColumns?: boolean;
}

export type OutputItem =
  | { kind: 'star' }
  | { kind: 'column'; field: Field; key: string; cast?: string }
  | { kind: 'embed'; embed: Embed };

export interface Embed {
  /** JSON key of the embed (alias or the name as written). */
  key: string;
  relationship: Relationship;
  join: 'left' | 'inner';
  spread: boolean;
  node: ReadNode;
  /** Quoted alias of the lateral join producing this embed. */
  joinAlias: string;
}

/** One resource of a read: the root or an embed, with everything that applies inside it. */
export interface ReadNode {
  source: Source;
  items: OutputItem[];
  embeds: Embed[];
  filters: Condition[];
  logic: LogicTree[];
  order: OrderTerm[];
  /** `embed=is.null` / `embed=not.is.null` existence filters. */
  existence: { embed: Embed; isNull: boolean }[];
  limit?: number;
  offset?: number;
}

/** Allocates unique SQL aliases within one statement. */
export class AliasCounter {
  private n = 0;
  next(base: string): string {
    this.n += 1;
    return ident(`${base}_${this.n}`);
  }
}

/** 42703 as PostgreSQL words it, raised before any SQL runs. */
export function unknownColumn(relation: Relation, column: string): PostgrestError {
  return new PostgrestError(400, '42703', `column ${relation.name}.${column} does not exist`);
}

/** Throws 42703 unless `name` is a column of the source (sources with unknown columns accept any name). */
export function checkColumn(source: Source, name: string): void {
  if (!source.openColumns && !source.relation.columns.has(name)) throw unknownColumn(source.relation, name);
}

function tableSource(relation: Relation, aliases: AliasCounter): Source {
  const alias = aliases.next(relation.name);
  return { relation, fromSql: `${qualified(relation.schema, relation.name)} AS ${alias}`, alias };
}

/** Output key of a select item: alias, else the last JSON key, else the column name. */
function columnKey(item: Extract<SelectItem, { kind: 'column' }>): string {
  if (item.alias) return item.alias;
  const last = item.field.json[item.field.json.length - 1];
  return last ? last.key : item.field.name;
}

/** Builds the node tree of a select list, resolving every embed against the schema cache. */
export function buildReadNode(cache: SchemaCache, source: Source, select: SelectItem[], aliases: AliasCounter): ReadNode {
  const node: ReadNode = { source, items: [], embeds: [], filters: [], logic: [], order: [], existence: [] };
  for (const item of select) {
    if (item.kind === 'star') {
      node.items.push(item);
    } else if (item.kind === 'column') {
      checkColumn(source, item.field.name);
      node.items.push({ kind: 'column', field: item.field, key: columnKey(item), cast: item.cast });
    } else {
      const relationship = resolveRelationship(cache, source.relation, item.name, item.hint);
      if (item.spread && !relationship.toOne) {
        throw new PostgrestError(
          400,
          'PGRST119',
          `A spread operation on '${item.name}' is not possible`,
          `'${source.relation.name}' and '${item.name}' do not form a many-to-one or one-to-one relationship`,
        );
      }
      const child = buildReadNode(cache, tableSource(relationship.target, aliases), item.select, aliases);
      const embed: Embed = {
        key: item.alias ?? item.name,
        relationship,
        join: item.join,
        spread: item.spread,
        node: child,
        joinAlias: aliases.next(`${item.alias ?? item.name}_j`),
      };
      node.embeds.push(embed);
      node.items.push({ kind: 'embed', embed });
    }
  }
  return node;
}

/** Names of the JSON keys a node outputs (CSV header, spreads). */
export function outputNames(node: ReadNode): string[] {
  const names: string[] = [];
  for (const item of node.items) {
    if (item.kind === 'star') names.push(...node.source.relation.columnList.map((c) => c.name));
    else if (item.kind === 'column') names.push(item.key);
    else if (item.embed.node.items.length === 0) continue;
    else if (item.embed.spread) names.push(...outputNames(item.embed.node));
    else names.push(item.embed.key);
  }
  return names;
}

function notEmbedded(name: string): PostgrestError {
  return new PostgrestError(400, 'PGRST108', `'${name}' is not an embedded resource in this request`, null, `Verify that '${name}' is included in the 'select' query parameter.`);
}

function findNode(root: ReadNode, path: string[]): ReadNode {
  let node = root;
  for (const name of path) {
    const embed = node.embeds.find((e) => e.key === name);
    if (!embed) throw notEmbedded(name);
    node = embed.node;
  }
  return node;
}

/** Checks every column a logic tree names against `source` (42703 otherwise). */
export function checkLogicColumns(source: Source, tree: LogicTree): void {
  const visit = (n: LogicNode) => {
    if (n.kind === 'condition') checkColumn(source, n.condition.field.name);
    else n.children.forEach(visit);
  };
  visit(tree);
}

/** Distributes filters, logic trees, order and ranges of the query string over the node tree. */
export function applyQuery(root: ReadNode, q: ApiQuery): void {
  for (const { path, condition } of q.filters) {
    const node = findNode(root, path);
    const name = condition.field.name;
    const embed = node.embeds.find((e) => e.key === name);
    if (embed && !node.source.relation.columns.has(name) && condition.field.json.length === 0) {
      const v = condition.value;
      if (condition.op !== 'is' || (v !== 'null' && v !== 'not_null')) {
        throw new PostgrestError(400, 'PGRST120', `Only is null or not is null filters are allowed on embedded resources`);
      }
      node.existence.push({ embed, isNull: (v === 'null') !== condition.negate });
      continue;
    }
    checkColumn(node.source, name);
    node.filters.push(condition);
  }
  for (const { path, tree } of q.logic) {
    const node = findNode(root, path);
    checkLogicColumns(node.source, tree);
    node.logic.push(tree);
  }
  for (const { path, terms } of q.order) {
    const node = findNode(root, path);
    for (const t of terms) {
      if (t.relation) {
        const embed = node.embeds.find((e) => e.key === t.relation);
        if (!embed) throw notEmbedded(t.relation);
        if (!embed.relationship.toOne) {
          throw new PostgrestError(400, 'PGRST118', `A related order on '${t.relation}' is not possible`, `'${node.source.relation.name}' and '${t.relation}' do not form a many-to-one or one-to-one relationship`);
        }
        checkColumn(embed.node.source, t.field.name);
      } else checkColumn(node.source, t.field.name);
    }
    node.order.push(...terms);
  }
  for (const [p, range] of q.ranges) {
    const node = findNode(root, p ? p.split('.') : []);
    if (range.limit !== undefined) node.limit = range.limit;
    if (range.offset !== undefined) node.offset = range.offset;
  }
}

/** The source of a plain table/view read. */
export function relationSource(relation: Relation): Source {
  const alias = ident(relation.name);
  return { relation, fromSql: `${qualified(relation.schema, relation.name)} AS ${alias}`, alias };
}

/** Looks a relation up, or throws v12's 404 `42P01` with a JSON body. */
export function findRelation(cache: SchemaCache, schema: string, name: string): Relation {
  const rel = cache.relations.get(qualifiedKey(schema, name));
  if (!rel) throw new PostgrestError(404, '42P01', `relation "${schema}.${name}" does not exist`);
  return rel;
}
