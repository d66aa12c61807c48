import type { FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../http/database-unavailable';
import type { Service } from '../service';
import { requireAdmin } from './authenticate';
import type { AuthContext } from './context';
import { API_VERSION, AuthError, sendAuthError } from './errors';
import { anonymousSignInLimiter, captchaGuard } from './captcha';
import { createAuthRateLimits } from './rate-limit';
import { registerAdminFactorRoutes } from './routes/admin-factors';
import { registerAdminLinkRoutes } from './routes/admin-links';
import { registerAdminUserRoutes } from './routes/admin-users';
import { registerEmailRequestRoutes } from './routes/email-requests';
import { registerMetaRoutes } from './routes/meta';
import { registerMfaRoutes } from './routes/mfa';
import { registerSignupRoutes } from './routes/signup';
import { registerTokenRoutes } from './routes/token';
import { registerUserRoutes } from './routes/user';
import { registerVerifyRoutes } from './routes/verify';

/**
 * JSON bodies as auth-js sends them: `POST /logout` comes with `Content-Type: application/json`
 * and no body, which Fastify's default parser refuses.
 */
function acceptEmptyJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) => {
    const s = String(text);
    if (!s.trim()) return done(null, undefined);
    try {
      done(null, JSON.parse(s));
    } catch {
      done(new AuthError(400, 'bad_json', 'Could not parse request body as JSON'), undefined);
    }
  });
}

/** Errors as GoTrue shapes them; never a stack trace, never a 5xx for a caller's mistake. */
function installErrorHandler(app: FastifyInstance, ctx: AuthContext): void {
  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AuthError) return sendAuthError(req, reply, err);
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return sendAuthError(req, reply, new AuthError(status, 'validation_failed', err instanceof Error ? err.message : 'Bad request'));
    }
    if (isDatabaseUnavailable(err)) {
      ctx.deps.log.warn({ err }, 'auth: database unavailable');
      return sendAuthError(req, reply, new AuthError(503, 'service_unavailable', DATABASE_UNAVAILABLE_MESSAGE));
    }
    ctx.deps.log.error({ err }, 'auth: unexpected failure');
    return sendAuthError(req, reply, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
  });
}

/** The GoTrue-compatible Auth service under /auth/v1 (protocol §3). */
export const registerAuth: Service = async (app, deps) => {
  const ctx: AuthContext = { deps, limits: createAuthRateLimits(deps.config.sms.sentPerHour) };
  ctx.limits.anonymous = anonymousSignInLimiter(deps.config);
  await app.register(
    async (auth) => {
      acceptEmptyJson(auth);
      installErrorHandler(auth, ctx);
      auth.addHook('preHandler', captchaGuard(deps.config));
      auth.addHook('onRequest', async (_req, reply) => {
        reply.header('X-Supabase-Api-Version', API_VERSION);
      });
      auth.setNotFoundHandler((req, reply) => {
        reply.header('X-Supabase-Api-Version', API_VERSION);
        return sendAuthError(req, reply, new AuthError(404, 'not_found', `No Auth endpoint ${req.method} ${req.url.split('?')[0]}`));
      });
      registerMetaRoutes(auth, ctx);
      registerSignupRoutes(auth, ctx);
      registerTokenRoutes(auth, ctx);
      registerUserRoutes(auth, ctx);
      registerEmailRequestRoutes(auth, ctx);
      registerVerifyRoutes(auth, ctx);
      registerMfaRoutes(auth, ctx);
      await auth.register(async (admin) => {
        admin.addHook('preHandler', async (req) => requireAdmin(req, deps.config));
        registerAdminUserRoutes(admin, ctx);
        registerAdminLinkRoutes(admin, ctx);
        registerAdminFactorRoutes(admin, ctx);
      });
    },
    { prefix: '/auth/v1' },
  );
};
