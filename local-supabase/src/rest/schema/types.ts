/** A column as the REST layer needs it: for validation, inserts and the OpenAPI document. */
export interface Column {
  name: string;
  /** `format_type()` text, e.g. `bigint`, `text[]`, `timestamp with time zone`. */
  type: string;
  notNull: boolean;
  /** Default expression as PostgreSQL prints it, or null. */
  default: string | null;
  generated: boolean;
  description: string | null;
}

export type RelationKind = 'table' | 'view' | 'materialized_view' | 'foreign_table' | 'partitioned_table';

/** A table or view of an exposed schema. */
export interface Relation {
  schema: string;
  name: string;
  kind: RelationKind;
  columns: Map<string, Column>;
  /** Columns in attribute order (for `*`, CSV headers and OpenAPI). */
  columnList: Column[];
  primaryKey: string[];
  /** Column sets of unique indexes (primary key included), for on_conflict and one-to-one detection. */
  uniqueKeys: string[][];
  description: string | null;
}

/** A foreign key; for views, derived from the base table's key when the view exposes its columns. */
export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  /** Empty for unnamed parameters. */
  name: string;
  type: string;
  hasDefault: boolean;
}

/** How a function's result is rendered (supabase-protocol.md §2.11). */
export type ReturnShape = 'void' | 'scalar' | 'composite';

export interface PgFunction {
  schema: string;
  name: string;
  /** Input parameters (IN, INOUT, VARIADIC) in declaration order. */
  args: FunctionArg[];
  returnType: string;
  returnsSet: boolean;
  returnShape: ReturnShape;
  /** Columns of a composite result (table row type, `returns table(...)`, OUT parameters); empty when unknown. */
  returnColumns: Column[];
  /** `schema.name` of the table/view whose row type the function returns, for embedding from its result. */
  returnRelation: string | null;
  volatility: 'immutable' | 'stable' | 'volatile';
  description: string | null;
}

/** Everything the REST layer knows about the exposed schemas; rebuilt on `NOTIFY pgrst, 'reload schema'`. */
export interface SchemaCache {
  /** Keyed by `schema.name`. */
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  /** Keyed by `schema.name`; overloads share one entry. */
  functions: Map<string, PgFunction[]>;
}

/** Cache key of a relation or function. */
export function qualifiedKey(schema: string, name: string): string {
  return `${schema}.${name}`;
}
