import type { FastifyInstance } from 'fastify';
import type { ApiKeys } from '../keys';

/**
 * Paths behind the API gateway (Kong on Supabase): an apikey is required and must be one of ours. Not
 * /functions/v1: hosted lets requests without an apikey reach a function (a payment provider's webhook sends none);
 * the function's verify_jwt setting decides there (src/functions).
 */
const GATED = /^\/(rest|auth|storage)\/v1(\/|$|\?)/;
/** Paths a browser opens without headers: public objects, signed URLs, e-mail links, JWKS. */
const OPEN = [
  /^\/storage\/v1\/object\/public\//,
  // Signed URLs only when they carry their token (creating one still needs the apikey).
  /^\/storage\/v1\/object\/sign\/[^?]+\?(?:.*&)?token=/,
  /^\/storage\/v1\/render\/image\/public\//,
  /^\/storage\/v1\/render\/image\/sign\/[^?]+\?(?:.*&)?token=/,
  /^\/storage\/v1\/object\/upload\/sign\/[^?]+\?(?:.*&)?token=/,
  /^\/auth\/v1\/verify/,
  /^\/auth\/v1\/\.well-known\//,
  /^\/auth\/v1\/health/,
];

/** Reads the key from the `apikey` header or query parameter. */
export function apiKeyOf(headers: Record<string, unknown>, url: string): string | undefined {
  const h = headers['apikey'];
  if (typeof h === 'string' && h) return h;
  const q = new URL(url, 'http://x').searchParams.get('apikey');
  return q ?? undefined;
}

/** True when `url` needs an apikey (gated and not one of the open paths). REST never has open paths. */
export function needsApiKey(url: string): boolean {
  if (url.startsWith('/rest/v1')) return GATED.test(url);
  return GATED.test(url) && !OPEN.some((r) => r.test(url));
}

export function registerGateway(app: FastifyInstance, keys: ApiKeys): void {
  const known = new Set([keys.anon, keys.serviceRole]);
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('onRequest', (req, reply, done) => {
    if (req.method === 'OPTIONS' || !needsApiKey(req.url)) return done();
    const key = apiKeyOf(req.headers as Record<string, unknown>, req.url);
    if (!key) {
      reply.code(401).send({
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
      return;
    }
    if (!known.has(key)) {
      reply.code(401).send({
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
      return;
    }
    done();
  });
}
