import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_BODY_LIMIT } from '../http/body-limits';
import { PostgrestError, sendPostgrestError, toPostgrestError } from '../http/postgrest-errors';
import type { Service } from '../service';
import { prepareRequest, type RestRequest, type RestState } from './context';
import { handleOpenApi } from './handlers/openapi';
import { handleRead } from './handlers/read';
import { handleRpc } from './handlers/rpc';
import { handleDelete, handleInsert, handleUpdate } from './handlers/write';
import { restOptionsFromEnv, type RestOptions } from './options';
import { findRelation } from './plan/read-plan';
import { SchemaCacheHolder } from './schema/cache';
import { StatementCache } from './statement-cache';

export type { RestOptions } from './options';
export { SchemaCacheHolder } from './schema/cache';

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT'] as const;

/**
 * Mounts the PostgREST-compatible API under /rest/v1 (supabase-protocol.md §2): tables and views,
 * RPC and the OpenAPI document. The schema cache loads now and reloads on `NOTIFY pgrst`.
 */
export function createRestService(options: RestOptions = restOptionsFromEnv()): Service {
  return async (app, deps) => {
    const schema = new SchemaCacheHolder(deps.db, options.exposedSchemas, deps.log);
    await schema.reload();
    await schema.listen();
    app.addHook('onClose', async () => schema.close());
    const state: RestState = { db: deps.db, jwtSecret: deps.config.jwtSecret, options, schema, reads: new StatementCache(), rpcs: new StatementCache() };

    // Bodies are parsed by the handlers so that bad JSON and content types get PostgREST's errors.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    // What fails before a handler runs (a body over the limit, http/body-limits.ts) still answers in PostgREST's shape.
    app.setErrorHandler((err, _req, reply) => sendPostgrestError(reply, bodyReadError(err)));

    const serve =
      (
        path: (req: FastifyRequest) => string,
        handle: (r: RestRequest, req: FastifyRequest) => Promise<void> | void,
        openApi = false,
        deferQuery: (req: FastifyRequest) => boolean = () => false,
      ) =>
      async (req: FastifyRequest, reply: FastifyReply) => {
        let isAnon = true;
        try {
          const r = await prepareRequest(state, req, reply, path(req), openApi, deferQuery(req));
          isAnon = r.caller.role === 'anon';
          await handle(r, req);
        } catch (err) {
          const e = toPostgrestError(err, isAnon);
          if (e.status >= 500 && !(err instanceof PostgrestError)) deps.log.error({ err }, 'rest request failed');
          return sendPostgrestError(reply, e);
        }
        return reply;
      };

    const relationParam = (req: FastifyRequest) => (req.params as { relation: string }).relation;
    const fnParam = (req: FastifyRequest) => (req.params as { fn: string }).fn;

    for (const url of ['/rest/v1', '/rest/v1/']) {
      app.route({
        method: ['GET', 'HEAD'],
        url,
        exposeHeadRoute: false,
        handler: serve(() => '/', (r) => handleOpenApi(r), true),
      });
    }
    app.route({
      method: [...ALL_METHODS],
      url: '/rest/v1/rpc/:fn',
      exposeHeadRoute: false,
      handler: serve((req) => `/rpc/${fnParam(req)}`, (r, req) => handleRpc(state, r, fnParam(req))),
    });
    app.route({
      method: [...ALL_METHODS],
      url: '/rest/v1/:relation',
      exposeHeadRoute: false,
      handler: serve(
        (req) => `/${relationParam(req)}`,
        async (r, req) => {
          // Reads look the relation up only when their statement is not cached (after the query string, as before).
          if (req.method === 'GET' || req.method === 'HEAD') return handleRead(state, r, () => findRelation(r.cache, r.schemaName, relationParam(req)));
          const relation = findRelation(r.cache, r.schemaName, relationParam(req));
          switch (req.method) {
            case 'POST':
              return handleInsert(state, r, relation);
            case 'PATCH':
              return handleUpdate(state, r, relation);
            case 'DELETE':
              return handleDelete(state, r, relation);
            default:
              throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
          }
        },
        false,
        (req) => req.method === 'GET' || req.method === 'HEAD',
      ),
    });
  };
}

/** A failure of Fastify's body reading as a PostgREST error: 413 for an oversized body, its 4xx, or a plain 500. */
function bodyReadError(err: unknown): PostgrestError {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (status === 413) return new PostgrestError(413, 'PGRST413', 'Payload too large', null, `Request bodies are limited to ${DEFAULT_BODY_LIMIT} bytes.`);
  if (typeof status === 'number' && status >= 400 && status < 500) return new PostgrestError(status, 'PGRST000', err instanceof Error ? err.message : 'Bad request');
  return new PostgrestError(500, 'PGRST000', 'Internal server error');
}

/** The REST service with settings from the environment (PGRST_DB_SCHEMAS, PGRST_DB_MAX_ROWS). */
export const registerRest: Service = (app, deps) => createRestService()(app, deps);
