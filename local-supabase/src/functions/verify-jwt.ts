import type { FastifyRequest } from 'fastify';
import { resolveCaller } from '../http/request-context';
import { FUNCTION_ERRORS, type FunctionError } from './errors';

const COMPACT_JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/**
 * The platform's verify_jwt check, run before the function when its setting is on: the Authorization bearer must
 * be a JWT signed with the project's secret and not expired (the anon and service_role keys are such JWTs, so a
 * signed-out supabase-js passes, as on hosted). It says nothing about who the caller is: the function reads the
 * header itself. Returns the refusal, or undefined to go on.
 */
export async function refuseWithoutJwt(req: FastifyRequest, jwtSecret: string): Promise<FunctionError | undefined> {
  const header = req.headers.authorization;
  if (!header) return FUNCTION_ERRORS.missingAuthorization;
  const m = /^bearer\s+(\S+)\s*$/i.exec(header.trim());
  if (!m || !COMPACT_JWT.test(m[1]!)) return FUNCTION_ERRORS.malformedToken;
  try {
    await resolveCaller(req, jwtSecret);
    return undefined;
  } catch {
    return FUNCTION_ERRORS.invalidJwt;
  }
}
