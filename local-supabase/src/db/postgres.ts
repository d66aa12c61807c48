import pg from 'pg';
import type { Database, QueryResult, Queryable } from './types';

// Return int8/numeric as strings like PostgREST's JSON does not: we render JSON in SQL, so only
// internal queries see these parsers. Keep bigints exact.
pg.types.setTypeParser(20, (v) => v);

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await client.query(sql, params as unknown[]);
      return {
        rows: r.rows as T[],
        fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        affectedRows: r.rowCount ?? undefined,
      };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** A PostgreSQL server reached through a pool (the connection string's user must be a superuser). */
export async function openPostgres(url: string, poolSize = 20): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    /* idle client lost (server restart): the pool replaces it on next use */
  });
  const listeners: pg.Client[] = [];
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn, options) {
      const client = await pool.connect();
      try {
        await client.query(options?.readOnly ? 'begin read only' : 'begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async listen(channel, handler) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel) handler(msg.payload ?? '');
      });
      client.on('error', () => undefined);
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    async close() {
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
