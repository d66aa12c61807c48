import type { Database } from '../db/types';

/** A column as postgres_changes reports it: name and Postgres internal type name (`int8`, `_text`). */
export interface ColumnInfo {
  name: string;
  type: string;
}

/** What delivery needs to know about a table; cached until DDL happens. */
export interface TableInfo {
  schema: string;
  table: string;
  /** In attribute order. */
  columns: ColumnInfo[];
  primaryKey: string[];
  /** Columns that make up `old_record` for UPDATE/DELETE (REPLICA IDENTITY). `null` = the full row. */
  identityColumns: string[] | null;
  rls: boolean;
  published: boolean;
  /** Per API role: the columns it may SELECT (column privileges). */
  selectable: Map<string, Set<string>>;
}

const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;

interface CatalogRow {
  rls: boolean;
  ident: string;
  published: boolean;
  columns: { name: string; type: string; anon: boolean; authenticated: boolean; service_role: boolean }[] | string;
  pk: string[] | string;
  ident_cols: string[] | string;
}

const TABLE_SQL = `
select c.relrowsecurity as rls,
       c.relreplident::text as ident,
       exists (select 1 from pg_publication_tables pt
                where pt.pubname = 'supabase_realtime' and pt.schemaname = n.nspname and pt.tablename = c.relname) as published,
       coalesce((select json_agg(json_build_object(
                    'name', a.attname, 'type', t.typname,
                    'anon', has_column_privilege('anon', c.oid, a.attnum, 'SELECT'),
                    'authenticated', has_column_privilege('authenticated', c.oid, a.attnum, 'SELECT'),
                    'service_role', has_column_privilege('service_role', c.oid, a.attnum, 'SELECT')) order by a.attnum)
                   from pg_attribute a join pg_type t on t.oid = a.atttypid
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
       coalesce((select json_agg(a.attname order by array_position(x.indkey::int2[], a.attnum))
                   from pg_index x join pg_attribute a on a.attrelid = x.indrelid and a.attnum = any(x.indkey)
                  where x.indrelid = c.oid and x.indisprimary), '[]') as pk,
       coalesce((select json_agg(a.attname order by array_position(x.indkey::int2[], a.attnum))
                   from pg_index x join pg_attribute a on a.attrelid = x.indrelid and a.attnum = any(x.indkey)
                  where x.indrelid = c.oid and x.indisreplident), '[]') as ident_cols
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
 where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p', 'v', 'm', 'f')`;

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** Reads table shapes from the system catalogs, caching them until `invalidate()` (called on DDL). */
export class TableCatalog {
  private tables = new Map<string, Promise<TableInfo | null>>();
  private checks = new Map<string, Promise<string | null>>();
  private bypassRoles: Promise<Set<string>> | null = null;

  constructor(private readonly db: Database) {}

  /** The table's shape, or null if it does not exist. */
  get(schema: string, table: string): Promise<TableInfo | null> {
    const key = `${schema}\u0000${table}`;
    let entry = this.tables.get(key);
    if (!entry) {
      entry = this.load(schema, table);
      this.tables.set(key, entry);
      // A failed lookup must not stay cached.
      entry.catch(() => this.tables.delete(key));
    }
    return entry;
  }

  /**
   * Name of the table's generated visibility check (see 30_realtime.sql), creating it on first use;
   * null for tables without a primary key.
   */
  visibilityCheck(info: TableInfo): Promise<string | null> {
    const key = `${info.schema}\u0000${info.table}`;
    let entry = this.checks.get(key);
    if (!entry) {
      entry = this.db
        .query<{ fn: string | null }>('select realtime.ensure_visibility_check($1, $2) as fn', [info.schema, info.table])
        .then((r) => r.rows[0]?.fn ?? null);
      this.checks.set(key, entry);
      entry.catch(() => this.checks.delete(key));
    }
    return entry;
  }

  /** API roles that skip RLS (service_role has BYPASSRLS). */
  rlsBypassingRoles(): Promise<Set<string>> {
    if (!this.bypassRoles) {
      this.bypassRoles = this.db
        .query<{ rolname: string }>(`select rolname from pg_roles where (rolbypassrls or rolsuper) and rolname = any($1)`, [[...API_ROLES]])
        .then((r) => new Set(r.rows.map((x) => x.rolname)));
      this.bypassRoles.catch(() => (this.bypassRoles = null));
    }
    return this.bypassRoles;
  }

  /** Forget everything: columns, keys, grants or replica identity may have changed. */
  invalidate(): void {
    this.tables.clear();
    this.checks.clear();
    this.bypassRoles = null;
  }

  private async load(schema: string, table: string): Promise<TableInfo | null> {
    const r = await this.db.query<CatalogRow>(TABLE_SQL, [schema, table]);
    const row = r.rows[0];
    if (!row) return null;
    const columns = json(row.columns);
    const selectable = new Map<string, Set<string>>();
    for (const role of API_ROLES) selectable.set(role, new Set(columns.filter((c) => c[role]).map((c) => c.name)));
    const primaryKey = json(row.pk);
    const identityColumns =
      row.ident === 'f' ? null : row.ident === 'n' ? [] : row.ident === 'i' ? json(row.ident_cols) : primaryKey;
    return {
      schema,
      table,
      columns: columns.map((c) => ({ name: c.name, type: c.type })),
      primaryKey,
      identityColumns,
      rls: row.rls,
      published: row.published,
      selectable,
    };
  }
}
