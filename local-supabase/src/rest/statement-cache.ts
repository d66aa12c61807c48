import { LruMap } from '../lru-map';
import type { SchemaCache } from './schema/types';

/**
 * Built statements by request shape, so a repeated request skips parsing the query string, planning and rendering the
 * SQL. The key holds everything the statement is built from (the caller does not enter the SQL: the role and claims go
 * in the settings statement). Values stay bound parameters. Entries belong to one schema cache: a reload drops them.
 * Bounded; the least recently used go first (approximately: see LruMap). Only successful builds are kept, so errors are produced afresh each time.
 */
export class StatementCache<T> {
  private readonly entries: LruMap<string, T>;
  private schema: SchemaCache | null = null;

  constructor(max = 1000) {
    this.entries = new LruMap(max);
  }

  get(schema: SchemaCache, key: string): T | undefined {
    if (schema !== this.schema) {
      this.entries.clear();
      this.schema = schema;
      return undefined;
    }
    return this.entries.get(key);
  }

  set(schema: SchemaCache, key: string, value: T): void {
    if (schema !== this.schema) return;
    this.entries.set(key, value);
  }
}
