import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Paystack's gate on every API call: `Authorization: Bearer <secret key>`, else 401 with its message. */
export function requireSecretKey(secretKey: string) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const header = req.headers.authorization;
    if (!header) return reply.code(401).send({ status: false, message: 'No Authorization Header was found' });
    const m = /^Bearer (\S+)$/.exec(header);
    if (!m) return reply.code(401).send({ status: false, message: 'Format is Authorization: Bearer [secret key]' });
    if (!same(m[1]!, secretKey)) return reply.code(401).send({ status: false, message: 'Invalid key' });
  };
}
