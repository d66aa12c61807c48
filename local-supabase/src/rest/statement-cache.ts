import type { SchemaCache } from './schema/types';

/**
 * Built statements by request shape, so a repeated request skips parsing the query string, planning and rendering the
 * SQL. The key holds everything the statement is built from (the caller does not enter the SQL: the role and claims go
 * in the settings statement). Values stay bound parameters. Entries belong to one schema cache: a reload drops them.
 * Bounded; the least recently used go first. Only successful builds are kept, so errors are produced afresh each time.
 */
export class StatementCache<T> {
  private readonly entries = new Map<string, T>();
  private schema: SchemaCache | null = null;

  constructor(private readonly max = 1000) {}

  get(schema: SchemaCache, key: string): T | undefined {
    if (schema !== this.schema) {
      this.entries.clear();
      this.schema = schema;
      return undefined;
    }
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(schema: SchemaCache, key: string, value: T): void {
    if (schema !== this.schema) return;
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }
}
