import { qualifiedKey, type ForeignKey, type Relation } from './types';

/** One row of information_schema.view_column_usage: a view reads `schema.table.column`. */
export interface ViewColumnSource {
  viewSchema: string;
  view: string;
  schema: string;
  table: string;
  column: string;
}

/**
 * Views are embeddable through their base tables' foreign keys. A view column is taken to be the
 * base column of the same name when exactly one base table of the view has that column; a key
 * carries over when all of its columns are exposed that way.
 */
export function deriveViewForeignKeys(
  relations: Map<string, Relation>,
  foreignKeys: ForeignKey[],
  usage: ViewColumnSource[],
): ForeignKey[] {
  // view key → base table key → columns the view exposes under the same name
  const byView = new Map<string, Map<string, Set<string>>>();
  const owners = new Map<string, Map<string, number>>();
  for (const u of usage) {
    const viewKey = qualifiedKey(u.viewSchema, u.view);
    const view = relations.get(viewKey);
    if (!view || !view.columns.has(u.column)) continue;
    const tables = byView.get(viewKey) ?? new Map<string, Set<string>>();
    const baseKey = qualifiedKey(u.schema, u.table);
    const cols = tables.get(baseKey) ?? new Set<string>();
    cols.add(u.column);
    tables.set(baseKey, cols);
    byView.set(viewKey, tables);
    const count = owners.get(viewKey) ?? new Map<string, number>();
    count.set(u.column, (count.get(u.column) ?? 0) + 1);
    owners.set(viewKey, count);
  }
  const derived: ForeignKey[] = [];
  for (const [viewKey, tables] of byView) {
    const view = relations.get(viewKey)!;
    const unambiguous = (c: string) => owners.get(viewKey)?.get(c) === 1;
    for (const [baseKey, cols] of tables) {
      const exposes = (names: string[]) => names.every((c) => cols.has(c) && unambiguous(c));
      for (const fk of foreignKeys) {
        if (qualifiedKey(fk.schema, fk.table) === baseKey && exposes(fk.columns)) {
          derived.push({ ...fk, schema: view.schema, table: view.name });
        }
        if (qualifiedKey(fk.refSchema, fk.refTable) === baseKey && exposes(fk.refColumns)) {
          derived.push({ ...fk, refSchema: view.schema, refTable: view.name });
        }
      }
    }
  }
  return derived;
}
