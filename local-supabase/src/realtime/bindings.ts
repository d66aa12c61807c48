import { createHash } from 'node:crypto';
import { FilterError, matchesFilter, parseFilter, validateFilterValues, type ParsedFilter } from './filters';
import type { TableCatalog, TableInfo } from './table-catalog';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

/** A postgres_changes binding exactly as the client sent it; the join reply echoes these values. */
export interface RawBinding {
  event?: unknown;
  schema?: unknown;
  table?: unknown;
  filter?: unknown;
}

/** A validated binding, ready to match captured changes. */
export interface PostgresBinding {
  id: number;
  /** '*' or one change type. */
  event: '*' | ChangeType;
  /** '*' = every schema. */
  schema: string;
  /** undefined = every table of the schema. */
  table?: string;
  filter?: ParsedFilter;
}

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

/**
 * The binding's integer id: a hash of its parameters, like Supabase's, so that it is stable across
 * rejoins. Never 0, because the client treats a falsy id as "no id".
 */
export function bindingId(raw: RawBinding): number {
  const text = JSON.stringify([raw.event ?? null, raw.schema ?? null, raw.table ?? null, raw.filter ?? null]);
  const n = createHash('sha1').update(text).digest().readUInt32BE(0) & 0x7ffffff;
  return n === 0 ? 1 : n;
}

/** The join reply entry for a binding: the client's own values plus `id`. */
export function echoBinding(raw: RawBinding, id: number): Record<string, unknown> {
  const out: Record<string, unknown> = { id };
  for (const k of ['event', 'schema', 'table', 'filter'] as const) if (raw[k] !== undefined) out[k] = raw[k];
  return out;
}

/** Why a subscription cannot be served; the text goes into the `system` error push. */
export class BindingError extends Error {}

/** Validates one binding against the database (table exists, filter column and values fit). */
export async function resolveBinding(raw: RawBinding, catalog: TableCatalog): Promise<PostgresBinding> {
  const event = typeof raw.event === 'string' ? raw.event.toUpperCase() : '';
  const schema = raw.schema;
  const table = raw.table === null || raw.table === '' ? undefined : raw.table;
  const describe = () =>
    `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: ${String(raw.event)}, schema: ${String(raw.schema)}, table: ${String(raw.table ?? '*')}, filters: ${raw.filter ? `[${String(raw.filter)}]` : '[]'}]`;
  if (!EVENTS.has(event) || typeof schema !== 'string' || !schema) throw new BindingError(describe());
  if (table !== undefined && typeof table !== 'string') throw new BindingError(describe());
  let filter: ParsedFilter | undefined;
  if (raw.filter !== undefined && raw.filter !== null && raw.filter !== '') {
    if (typeof raw.filter !== 'string') throw new BindingError(describe());
    try {
      filter = parseFilter(raw.filter);
    } catch (err) {
      throw new BindingError((err as FilterError).message);
    }
  }
  let info: TableInfo | null = null;
  if (table !== undefined && schema !== '*' && table !== '*') {
    info = await catalog.get(schema, table);
    if (!info) throw new BindingError(describe());
    if (filter) {
      const column = info.columns.find((c) => c.name === filter!.column);
      if (!column) throw new BindingError(`Error parsing \`filter\` params: column "${filter.column}" does not exist`);
      try {
        validateFilterValues(filter, column.type);
      } catch (err) {
        throw new BindingError((err as Error).message);
      }
    }
  }
  return {
    id: bindingId(raw),
    event: event as PostgresBinding['event'],
    schema,
    table: table === '*' ? undefined : table,
    filter,
  };
}

/**
 * Whether a binding wants a change. `row` is what filters see: the new record for INSERT/UPDATE,
 * the old record (as reduced to the replica identity) for DELETE.
 */
export function bindingMatches(
  b: PostgresBinding,
  info: TableInfo,
  type: ChangeType,
  row: Record<string, unknown> | null,
): boolean {
  if (b.event !== '*' && b.event !== type) return false;
  if (b.schema !== '*' && b.schema !== info.schema) return false;
  if (b.table !== undefined && b.table !== info.table) return false;
  if (!b.filter) return true;
  const column = info.columns.find((c) => c.name === b.filter!.column);
  return column ? matchesFilter(b.filter, row, column.type) : false;
}
