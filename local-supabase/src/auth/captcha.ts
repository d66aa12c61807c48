import type { FastifyRequest } from 'fastify';
import type { CaptchaSettings } from './abuse-settings';
import { requireAdmin } from './authenticate';
import { AuthError } from './errors';
import { RateLimiter } from './rate-limit';
import { bodyOf, objectField, queryParam, stringField } from './request-input';
import type { Config } from '../config';

/** The routes hosted GoTrue checks a captcha on (its verifyCaptcha middleware); /token only for grant_type=password. */
const GUARDED = new Set(['/auth/v1/signup', '/auth/v1/otp', '/auth/v1/recover', '/auth/v1/resend', '/auth/v1/magiclink', '/auth/v1/token']);

const disallowed = (why: string) => new AuthError(400, 'captcha_failed', `captcha protection: request disallowed (${why})`);

/** Asks the provider's siteverify about a token, as GoTrue does: form body with secret, response and remoteip. */
async function siteverify(settings: CaptchaSettings, token: string, ip: string): Promise<{ success: boolean; codes: string[] }> {
  let body: { success?: unknown; 'error-codes'?: unknown };
  try {
    const r = await fetch(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: ip }).toString(),
      // GoTrue gives the provider 10 s (GOTRUE_SECURITY_CAPTCHA_TIMEOUT).
      signal: AbortSignal.timeout(10_000),
    });
    body = (await r.json()) as typeof body;
  } catch (err) {
    throw Object.assign(new AuthError(500, 'unexpected_failure', 'captcha verification process failed'), { cause: err });
  }
  const codes = Array.isArray(body['error-codes']) ? body['error-codes'].filter((c): c is string => typeof c === 'string') : [];
  return { success: body.success === true, codes };
}

/**
 * A preHandler for the Auth routes: with [auth.captcha] on, a sign-up (anonymous too), password sign-in, OTP, recovery
 * or resend must carry `gotrue_meta_security.captcha_token` that the provider accepts; otherwise 400 captcha_failed
 * with GoTrue's message. The service_role (admin) skips it, as on hosted.
 */
export function captchaGuard(config: Config) {
  return async (req: FastifyRequest): Promise<void> => {
    const settings = config.captcha;
    if (!settings || req.method !== 'POST' || !GUARDED.has(req.routeOptions.url ?? '')) return;
    if (req.routeOptions.url === '/auth/v1/token' && queryParam(req, 'grant_type') !== 'password') return;
    if (await requireAdmin(req, config).then(() => true, () => false)) return;
    const security = objectField(bodyOf(req), 'gotrue_meta_security');
    const token = security ? stringField(security, 'captcha_token')?.trim() : undefined;
    if (!token) throw disallowed('no captcha_token found');
    const verdict = await siteverify(settings, token, req.ip);
    if (!verdict.success) throw disallowed(verdict.codes.join(', '));
  };
}

/**
 * Anonymous sign-ins per IP: config.toml [auth.rate_limit] anonymous_users an hour, the whole hour's allowance
 * usable at once (GoTrue's burst), so a classroom arriving together is not refused.
 */
export function anonymousSignInLimiter(config: Config): RateLimiter {
  const n = config.anonymousSignInsPerHour;
  return new RateLimiter(n, n, 3600);
}
