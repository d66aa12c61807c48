import type { FastifyInstance } from 'fastify';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, x-client-info, content-type, accept, accept-profile, content-profile, prefer, range, range-unit, x-supabase-api-version, x-upsert, cache-control, x-metadata, x-retry-count, x-region';
const EXPOSED_HEADERS =
  'content-range, x-supabase-api-version, x-total-count, link, location, content-location, preference-applied, content-disposition, etag, x-relay-error, range-unit';

/** CORS for every service (protocol §1.2): preflights answered, and the headers the client reads exposed. */
export function registerCors(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('onRequest', (req, reply, done) => {
    const origin = req.headers.origin;
    reply.header('Access-Control-Allow-Origin', origin ?? '*');
    if (origin) reply.header('Vary', 'Origin');
    reply.header('Access-Control-Allow-Credentials', 'true');
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
