import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/types';
import { PostgrestError } from '../http/postgrest-errors';
import { JwtError, resolveCaller, resolveCallerNow, type Caller, type RequestInfo } from '../http/request-context';
import type { RestOptions } from './options';
import { negotiateMedia, type ResponseMedia } from './parse/media-type';
import { parsePreferences, type Preferences } from './parse/preferences';
import { parseQueryString } from './parse/query-string';
import type { SchemaCacheHolder } from './schema/cache';
import type { SchemaCache } from './schema/types';
import type { StatementCache } from './statement-cache';
import type { BuiltRead } from './handlers/read';
import type { BuiltRpc } from './handlers/rpc';

/** What the REST routes share. */
export interface RestState {
  db: Database;
  jwtSecret: string;
  options: RestOptions;
  schema: SchemaCacheHolder;
  /** Built table/view reads by request shape (handlers/read.ts). */
  reads: StatementCache<BuiltRead>;
  /** Built RPC calls with a body by request shape (handlers/rpc.ts). */
  rpcs: StatementCache<BuiltRpc>;
}

/** One request, with the parts every route needs already parsed and validated. */
export interface RestRequest {
  req: FastifyRequest;
  reply: FastifyReply;
  caller: Caller;
  /** The schema chosen by Accept-Profile / Content-Profile. */
  schemaName: string;
  prefs: Preferences;
  media: ResponseMedia;
  /** The query string's pairs, in order (see prepareRequest's `deferQuery`). */
  readonly pairs: [string, string][];
  cache: SchemaCache;
  info: RequestInfo;
  readOnly: boolean;
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function cookies(req: FastifyRequest): Record<string, string> {
  const raw = header(req, 'cookie');
  const out: Record<string, string> = {};
  if (!raw) return out;
  for (const part of raw.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}

/** Picks the schema from the profile headers, or 406 PGRST106 when it is not exposed. */
export function chooseSchema(req: FastifyRequest, exposed: string[]): string {
  const readLike = req.method === 'GET' || req.method === 'HEAD';
  const requested = header(req, readLike ? 'accept-profile' : 'content-profile');
  if (requested === undefined || requested === '') return exposed[0]!;
  if (!exposed.includes(requested)) {
    throw new PostgrestError(406, 'PGRST106', `The schema must be one of the following: ${exposed.join(', ')}`);
  }
  return requested;
}

/**
 * Authenticates, negotiates and parses the parts common to every REST route. With `deferQuery` the query string is
 * parsed on first use of `pairs` (a read whose statement is cached never needs it); the caller must then use `pairs`
 * before anything else that can fail, so its errors keep their precedence.
 */
export async function prepareRequest(
  state: RestState,
  req: FastifyRequest,
  reply: FastifyReply,
  path: string,
  allowOpenApi = false,
  deferQuery = false,
): Promise<RestRequest> {
  let caller: Caller;
  try {
    caller = resolveCallerNow(req, state.jwtSecret) ?? (await resolveCaller(req, state.jwtSecret));
  } catch (err) {
    if (err instanceof JwtError) throw new PostgrestError(401, err.code, err.message);
    throw err;
  }
  const schemaName = chooseSchema(req, state.options.exposedSchemas);
  const prefs = parsePreferences(req.headers.prefer);
  const media = negotiateMedia(header(req, 'accept'), allowOpenApi);
  let pairs = deferQuery ? undefined : parseQueryString(req.url);
  const cache = state.schema.current ?? (await state.schema.get());
  const readOnly = req.method === 'GET' || req.method === 'HEAD';
  return {
    req,
    reply,
    caller,
    schemaName,
    prefs,
    media,
    get pairs() {
      return (pairs ??= parseQueryString(req.url));
    },
    cache,
    readOnly,
    info: { method: req.method, path, headers: req.headers as Record<string, unknown>, cookies: cookies(req), schema: schemaName },
  };
}
