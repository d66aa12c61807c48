import type { Logger } from 'pino';
import type { Database } from '../../db/types';
import { introspectSchemas } from './introspect';
import type { SchemaCache } from './types';

/**
 * Holds the current SchemaCache and rebuilds it when PostgreSQL says so
 * (`NOTIFY pgrst, 'reload schema'`, as PostgREST does). Requests read `current` synchronously.
 */
export class SchemaCacheHolder {
  private cache: SchemaCache | null = null;
  private loading: Promise<SchemaCache> | null = null;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    /** Schemas introspected (the exposed ones). */
    readonly schemas: string[],
    private readonly log?: Logger,
  ) {}

  /** The cache when loaded (requests use it without waiting for a promise), else null. */
  get current(): SchemaCache | null {
    return this.cache;
  }

  /** The cache; loads it on first use. */
  async get(): Promise<SchemaCache> {
    return this.cache ?? this.reload();
  }

  /** Rebuilds the cache; concurrent callers share one introspection. */
  reload(): Promise<SchemaCache> {
    if (this.loading) return this.loading;
    this.loading = introspectSchemas(this.db, this.schemas)
      .then((c) => {
        this.cache = c;
        return c;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Subscribes to the `pgrst` channel; 'reload schema' (or an empty payload) triggers a reload. */
  async listen(): Promise<void> {
    this.stopListening = await this.db.listen('pgrst', (payload) => {
      const p = payload.trim();
      if (p === '' || p === 'reload schema') {
        this.reload().catch((err) => this.log?.error({ err }, 'schema cache reload failed'));
      }
    });
  }

  async close(): Promise<void> {
    if (this.stopListening) await this.stopListening().catch(() => undefined);
    this.stopListening = null;
  }
}
