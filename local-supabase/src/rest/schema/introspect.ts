import type { Queryable } from '../../db/types';
import { deriveViewForeignKeys, type ViewColumnSource } from './view-keys';
import { qualifiedKey, type Column, type ForeignKey, type PgFunction, type Relation, type RelationKind, type SchemaCache } from './types';

// One round trip: the catalog is rendered as a single JSON document so both drivers parse it the same way.
const INTROSPECTION_SQL = `
with rels as (
  select c.oid, n.nspname as schema, c.relname as name, c.relkind::text as kind,
         obj_description(c.oid, 'pg_class') as description
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1::text[]) and c.relkind in ('r', 'v', 'm', 'f', 'p')
)
select json_build_object(
  'relations', coalesce((select json_agg(json_build_object(
      'schema', r.schema, 'name', r.name, 'kind', r.kind, 'description', r.description,
      'columns', (select coalesce(json_agg(json_build_object(
          'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod), 'notNull', a.attnotnull,
          'default', pg_get_expr(d.adbin, d.adrelid), 'generated', a.attgenerated <> '',
          'description', col_description(a.attrelid, a.attnum)) order by a.attnum), '[]')
        from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped),
      'keys', (select coalesce(json_agg(json_build_object('primary', i.indisprimary,
          'columns', (select json_agg(a.attname order by k.ord) from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
                      join pg_attribute a on a.attrelid = r.oid and a.attnum = k.attnum))), '[]')
        from pg_index i where i.indrelid = r.oid and i.indisunique and i.indpred is null and i.indexprs is null)
    )) from rels r), '[]'),
  'foreignKeys', coalesce((select json_agg(json_build_object(
      'name', con.conname, 'schema', ns.nspname, 'table', cl.relname, 'refSchema', nr.nspname, 'refTable', cr.relname,
      'columns', (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum),
      'refColumns', (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum)))
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid join pg_namespace ns on ns.oid = cl.relnamespace
    join pg_class cr on cr.oid = con.confrelid join pg_namespace nr on nr.oid = cr.relnamespace
    where con.contype = 'f' and (ns.nspname = any($1::text[]) or nr.nspname = any($1::text[]))), '[]'),
  'viewColumns', coalesce((select json_agg(json_build_object('viewSchema', u.view_schema, 'view', u.view_name,
      'schema', u.table_schema, 'table', u.table_name, 'column', u.column_name))
    from information_schema.view_column_usage u where u.view_schema = any($1::text[])), '[]'),
  'functions', coalesce((select json_agg(json_build_object(
      'schema', n.nspname, 'name', p.proname, 'volatility', p.provolatile::text, 'returnsSet', p.proretset,
      'returnType', format_type(p.prorettype, null), 'returnTypeKind', t.typtype::text,
      'returnRelation', (select json_build_object('schema', rn.nspname, 'name', rc.relname, 'kind', rc.relkind::text)
                         from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace where rc.oid = t.typrelid),
      'returnTypeColumns', (select coalesce(json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum), '[]')
                            from pg_attribute a where a.attrelid = t.typrelid and t.typrelid <> 0 and a.attnum > 0 and not a.attisdropped),
      'nDefaults', p.pronargdefaults, 'description', obj_description(p.oid, 'pg_proc'),
      'params', (select coalesce(json_agg(json_build_object(
          'name', coalesce(p.proargnames[i], ''),
          'type', format_type(coalesce(p.proallargtypes[i], p.proargtypes[i - 1]), null),
          'mode', coalesce(p.proargmodes[i]::text, 'i')) order by i), '[]')
        from generate_series(1, coalesce(array_length(p.proallargtypes, 1), p.pronargs)) i)))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
    where n.nspname = any($1::text[]) and p.prokind = 'f'), '[]')
)::text as doc`;

interface RawColumn {
  name: string;
  type: string;
  notNull: boolean;
  default: string | null;
  generated: boolean;
  description: string | null;
}
interface RawRelation {
  schema: string;
  name: string;
  kind: string;
  description: string | null;
  columns: RawColumn[];
  keys: { primary: boolean; columns: string[] | null }[];
}
interface RawFunction {
  schema: string;
  name: string;
  volatility: string;
  returnsSet: boolean;
  returnType: string;
  returnTypeKind: string;
  returnRelation: { schema: string; name: string; kind: string } | null;
  returnTypeColumns: { name: string; type: string }[];
  nDefaults: number;
  description: string | null;
  params: { name: string; type: string; mode: string }[];
}
interface RawDoc {
  relations: RawRelation[];
  foreignKeys: ForeignKey[];
  viewColumns: ViewColumnSource[];
  functions: RawFunction[];
}

const KINDS: Record<string, RelationKind> = {
  r: 'table',
  v: 'view',
  m: 'materialized_view',
  f: 'foreign_table',
  p: 'partitioned_table',
};

function toRelation(raw: RawRelation): Relation {
  const columnList: Column[] = raw.columns.map((c) => ({ ...c }));
  const keys = raw.keys.filter((k) => k.columns && k.columns.length > 0);
  return {
    schema: raw.schema,
    name: raw.name,
    kind: KINDS[raw.kind] ?? 'table',
    columns: new Map(columnList.map((c) => [c.name, c])),
    columnList,
    primaryKey: keys.find((k) => k.primary)?.columns ?? [],
    uniqueKeys: keys.map((k) => k.columns as string[]),
    description: raw.description,
  };
}

function plainColumn(name: string, type: string): Column {
  return { name, type, notNull: false, default: null, generated: false, description: null };
}

function toFunction(raw: RawFunction, exposed: Set<string>): PgFunction {
  const inputs = raw.params.filter((p) => p.mode === 'i' || p.mode === 'b' || p.mode === 'v');
  const outputs = raw.params.filter((p) => p.mode === 'o' || p.mode === 'b' || p.mode === 't');
  const firstDefault = inputs.length - raw.nDefaults;
  let returnShape: PgFunction['returnShape'] = 'scalar';
  let returnColumns: Column[] = [];
  let returnRelation: string | null = null;
  if (raw.returnType === 'void') returnShape = 'void';
  else if (raw.returnTypeKind === 'c') {
    returnShape = 'composite';
    returnColumns = raw.returnTypeColumns.map((c) => plainColumn(c.name, c.type));
    const rel = raw.returnRelation;
    if (rel && rel.kind !== 'c' && exposed.has(rel.schema)) returnRelation = qualifiedKey(rel.schema, rel.name);
  } else if (raw.returnType === 'record') {
    returnShape = 'composite';
    returnColumns = outputs.map((p) => plainColumn(p.name, p.type));
  }
  return {
    schema: raw.schema,
    name: raw.name,
    args: inputs.map((p, i) => ({ name: p.name, type: p.type, hasDefault: i >= firstDefault })),
    returnType: raw.returnType,
    returnsSet: raw.returnsSet,
    returnShape,
    returnColumns,
    returnRelation,
    volatility: raw.volatility === 'i' ? 'immutable' : raw.volatility === 's' ? 'stable' : 'volatile',
    description: raw.description,
  };
}

/** Reads tables, views, keys and functions of `schemas` from the catalog into a SchemaCache. */
export async function introspectSchemas(db: Queryable, schemas: string[]): Promise<SchemaCache> {
  const res = await db.query<{ doc: string }>(INTROSPECTION_SQL, [schemas]);
  const doc = JSON.parse(res.rows[0]!.doc) as RawDoc;
  const exposed = new Set(schemas);
  const relations = new Map<string, Relation>();
  for (const raw of doc.relations) relations.set(qualifiedKey(raw.schema, raw.name), toRelation(raw));
  const foreignKeys = [...doc.foreignKeys, ...deriveViewForeignKeys(relations, doc.foreignKeys, doc.viewColumns)];
  const functions = new Map<string, PgFunction[]>();
  for (const raw of doc.functions) {
    const key = qualifiedKey(raw.schema, raw.name);
    const list = functions.get(key) ?? [];
    list.push(toFunction(raw, exposed));
    functions.set(key, list);
  }
  return { relations, foreignKeys, functions };
}
