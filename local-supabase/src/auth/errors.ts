import type { FastifyReply, FastifyRequest } from 'fastify';

/** The API version auth-js announces; answering with it makes the client read `body.code`. */
export const API_VERSION = '2024-01-01';

/** A user-facing Auth failure with GoTrue's HTTP status, error code and message (protocol §3.1). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level body fields, e.g. `weak_password: {reasons}`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Invalid or missing request fields. */
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);

/** The one message for unknown e-mail and wrong password, so sign-in does not reveal accounts. */
export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

export const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');

export const otpExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

/**
 * Writes the error the way GoTrue does: the 2024-01-01 shape `{code, message}` when the client sent
 * the version header (auth-js always does), else the legacy `{code: status, error_code, msg}`.
 */
export function sendAuthError(req: FastifyRequest, reply: FastifyReply, err: AuthError): FastifyReply {
  const versioned = typeof req.headers['x-supabase-api-version'] === 'string';
  const body = versioned
    ? { code: err.code, message: err.message, ...err.extra }
    : { code: err.status, error_code: err.code, msg: err.message, ...err.extra };
  return reply.code(err.status).header('x-sb-error-code', err.code).send(body);
}
