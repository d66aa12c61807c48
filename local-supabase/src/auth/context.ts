import type { FastifyRequest } from 'fastify';
import type { ServiceDeps } from '../service';
import type { AuthRateLimits } from './rate-limit';
import type { ClientInfo } from './sessions';

/** What every Auth route module is given. */
export interface AuthContext {
  deps: ServiceDeps;
  limits: AuthRateLimits;
}

/** User agent and IP of the request, stored on new sessions. */
export function clientInfo(req: FastifyRequest): ClientInfo {
  const ua = req.headers['user-agent'];
  return { userAgent: typeof ua === 'string' ? ua.slice(0, 500) : undefined, ip: req.ip };
}
