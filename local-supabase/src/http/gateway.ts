import type { FastifyInstance } from 'fastify';
import type { ApiKeys } from '../keys';

/** Paths behind the API gateway (Kong on Supabase): an apikey is required and must be one of ours. */
const GATED = /^\/(rest|auth|storage|functions)\/v1(\/|$|\?)/;
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

export function registerGateway(app: FastifyInstance, keys: ApiKeys): void {
  const known = new Set([keys.anon, keys.serviceRole]);
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'OPTIONS') return;
    if (!GATED.test(req.url) || OPEN.some((r) => r.test(req.url))) return;
    const key = apiKeyOf(req.headers as Record<string, unknown>, req.url);
    if (!key) {
      reply.code(401).send({
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
      return reply;
    }
    if (!known.has(key)) {
      reply.code(401).send({
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
      return reply;
    }
  });
}
