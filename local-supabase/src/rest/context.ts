import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/types';
import { PostgrestError } from '../http/postgrest-errors';
import { JwtError, resolveCaller, type Caller, type RequestInfo } from '../http/request-context';
import type { RestOptions } from './options';
import { negotiateMedia, type ResponseMedia } from './parse/media-type';
import { parsePreferences, type Preferences } from './parse/preferences';
import { parseQueryString } from './parse/query-string';
import type { SchemaCacheHolder } from './schema/cache';
import type { SchemaCache } from './schema/types';
import type { StatementCache } from './statement-cache';
import type { BuiltRead } from './handlers/read';

/** What the REST routes share. */
export interface RestState {
  db: Database;
  jwtSecret: string;
  options: RestOptions;
  schema: SchemaCacheHolder;
  /** Built table/view reads by request shape (handlers/read.ts). */
  reads: StatementCache<BuiltRead>;
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
  pairs: [string, string][];
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

/** Authenticates, negotiates and parses the parts common to every REST route. */
export async function prepareRequest(state: RestState, req: FastifyRequest, reply: FastifyReply, path: string, allowOpenApi = false): Promise<RestRequest> {
  let caller: Caller;
  try {
    caller = await resolveCaller(req, state.jwtSecret);
  } catch (err) {
    if (err instanceof JwtError) throw new PostgrestError(401, err.code, err.message);
    throw err;
  }
  const schemaName = chooseSchema(req, state.options.exposedSchemas);
  const prefs = parsePreferences(req.headers.prefer);
  const media = negotiateMedia(header(req, 'accept'), allowOpenApi);
  const pairs = parseQueryString(req.url);
  const cache = await state.schema.get();
  const readOnly = req.method === 'GET' || req.method === 'HEAD';
  return {
    req,
    reply,
    caller,
    schemaName,
    prefs,
    media,
    pairs,
    cache,
    readOnly,
    info: { method: req.method, path, headers: req.headers as Record<string, unknown>, cookies: cookies(req), schema: schemaName },
  };
}
