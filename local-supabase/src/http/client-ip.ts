import type { FastifyInstance } from 'fastify';

/**
 * The header that carries the client's address to the database, as hosted Supabase's edge (Cloudflare) sends it:
 * set from the TCP connection, replacing any value the client sent. PostgREST passes it on in `request.headers`,
 * where SQL reads it (public.request_ip(), used by the write rate limits). Other proxy headers such as
 * x-forwarded-for are left as the client sent them, as hosted does, so nothing may trust them.
 */
export const CLIENT_IP_HEADER = 'cf-connecting-ip';

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) → `127.0.0.1`, as an edge reports it. */
export function clientAddress(remoteAddress: string | undefined): string | undefined {
  if (!remoteAddress) return undefined;
  return remoteAddress.startsWith('::ffff:') && remoteAddress.includes('.') ? remoteAddress.slice(7) : remoteAddress;
}

/** Plays the edge's part for every service: each request carries the socket's address in CLIENT_IP_HEADER. */
export function registerClientIp(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('onRequest', (req, _reply, done) => {
    const address = clientAddress(req.socket.remoteAddress);
    if (address) req.headers[CLIENT_IP_HEADER] = address;
    else delete req.headers[CLIENT_IP_HEADER];
    done();
  });
}
