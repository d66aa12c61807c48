import type { FastifyInstance } from 'fastify';
import { isMailboxPath } from '../mail/paths';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, x-client-info, content-type, accept, accept-profile, content-profile, prefer, range, range-unit, x-supabase-api-version, x-upsert, cache-control, x-metadata, x-retry-count, x-region';
const EXPOSED_HEADERS =
  'content-range, x-supabase-api-version, x-total-count, link, location, content-location, preference-applied, content-disposition, etag, x-relay-error, range-unit';

/**
 * CORS for every API service (protocol §1.2), answered the way hosted Supabase's gateway does (Kong's
 * cors plugin with its defaults): `Access-Control-Allow-Origin: *` and never
 * `Access-Control-Allow-Credentials`. Credentials travel in headers (apikey, Authorization), which a
 * page must hold itself; a reflected origin with credentials would instead let any site spend the
 * browser's ambient credentials. The mailbox is a development tool for this machine, not an API:
 * it gets no CORS headers at all, so no other site can read it through a visitor's browser.
 */
export function registerCors(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('onRequest', (req, reply, done) => {
    // Edge Functions answer CORS themselves, preflights included, as on hosted (src/functions/index.ts).
    if (isMailboxPath(req.url) || req.url.startsWith('/functions/v1/')) return done();
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      reply
        .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
        .header('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', '86400')
        .code(204)
        .send();
      return;
    }
    done();
  });
}
