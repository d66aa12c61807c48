import type { Database } from '../db/types';
import type { Identity } from './identity';
import type { TableInfo } from './table-catalog';

/**
 * Which identities may see a row, decided by the database: realtime.visible_to switches to each
 * identity's role and claims (as PostgREST would) and selects the row by primary key, so RLS
 * policies and grants apply. One round trip per change, whatever the number of identities.
 * Returns the indexes (into `identities`) that can see it.
 */
export async function rowVisibleTo(
  db: Database,
  info: TableInfo,
  row: Record<string, unknown>,
  identities: Identity[],
): Promise<Set<number>> {
  if (!identities.length) return new Set();
  const key: Record<string, unknown> = {};
  for (const c of info.primaryKey) key[c] = row[c];
  const r = await db.query<{ v: number[] | string }>(`select realtime.visible_to($1, $2, $3::jsonb, $4::jsonb) as v`, [
    info.schema,
    info.table,
    JSON.stringify(key),
    JSON.stringify(identities.map((i) => ({ role: i.role, claims: JSON.stringify(i.claims) }))),
  ]);
  const v = r.rows[0]?.v ?? [];
  // pg returns int[] parsed; be tolerant of the text form `{0,2}` as well.
  const list = typeof v === 'string' ? v.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number) : v;
  return new Set(list);
}
