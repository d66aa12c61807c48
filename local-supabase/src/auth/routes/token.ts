import type { FastifyInstance } from 'fastify';
import { clientInfo, type AuthContext } from '../context';
import { AuthError, invalidCredentials, validationFailed } from '../errors';
import { verifyPassword } from '../passwords';
import { exchangeAuthCode } from '../pkce';
import { admission } from '../rate-limit';
import { alreadyUsed, rotateRefreshToken } from '../refresh-rotation';
import { bodyOf, queryParam, stringField } from '../request-input';
import { createSession, sessionResponse } from '../sessions';
import { isBanned, isConfirmed } from '../user-state';
import { findUserByEmail, findUserById } from '../users';
import { phonePasswordGrant } from './phone';

/** POST /token?grant_type=password|refresh_token|pkce. */
export function registerTokenRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { config, db } = ctx.deps;

  const limit = admission(config.rateLimits, ctx.limits.token);

  app.post('/token', limit, async (req, reply) => {
    const grant = queryParam(req, 'grant_type');
    const body = bodyOf(req);

    if (grant === 'password') {
      const email = stringField(body, 'email');
      const phone = stringField(body, 'phone');
      const password = stringField(body, 'password') ?? '';
      if (!email && !phone) throw validationFailed('missing email or phone');
      if (!email) return reply.send(await phonePasswordGrant(req, ctx, phone!, password));
      const user = await findUserByEmail(db, email.trim());
      // Compare even for unknown users: same answer, similar timing (product.md: one message for both).
      const ok = await verifyPassword(password, user?.is_anonymous ? null : user?.encrypted_password);
      if (!user || !ok) throw invalidCredentials();
      if (!isConfirmed(user)) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
      const body2 = await db.transaction(async (tx) => {
        const s = await createSession(tx, user, 'password', clientInfo(req));
        return sessionResponse(tx, config, s.user, s.sessionId, s.refreshToken);
      });
      return reply.send(body2);
    }

    if (grant === 'refresh_token') {
      const token = stringField(body, 'refresh_token');
      if (!token) throw new AuthError(400, 'validation_failed', 'refresh_token required');
      const out = await db.transaction(async (tx) => {
        const r = await rotateRefreshToken(tx, token);
        return r.reused ? undefined : sessionResponse(tx, config, r.user, r.sessionId, r.refreshToken);
      });
      if (!out) throw alreadyUsed();
      return reply.send(out);
    }

    if (grant === 'pkce') {
      const authCode = stringField(body, 'auth_code');
      const verifier = stringField(body, 'code_verifier');
      if (!authCode || !verifier) throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
      const out = await db.transaction(async (tx) => {
        const flow = await exchangeAuthCode(tx, authCode, verifier);
        const user = await findUserById(tx, flow.userId);
        if (!user || user.deleted_at) throw new AuthError(404, 'user_not_found', 'User not found');
        if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
        const s = await createSession(tx, user, flow.method, clientInfo(req));
        return sessionResponse(tx, config, s.user, s.sessionId, s.refreshToken);
      });
      return reply.send(out);
    }

    throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
  });
}
