import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailFor, prepareLink, type PreparedLink } from '../auth-links';
import { clientInfo, type AuthContext } from '../context';
import { AuthError, validationFailed } from '../errors';
import { withProviders } from '../metadata';
import { assertStrongPassword, hashPassword } from '../passwords';
import { codeChallengeOf } from '../pkce';
import { enforce } from '../rate-limit';
import { allowedRedirect } from '../redirects';
import { bodyOf, normalizeEmail, objectField, queryParam, stringField } from '../request-input';
import { createSession, sessionResponse } from '../sessions';
import { loadUserJson } from '../user-json';
import { isConfirmed } from '../user-state';
import { findUserByEmail, insertUser, upsertEmailIdentity } from '../users';
import { phoneSignup } from './phone';

/** POST /signup: e-mail + password sign-up, or anonymous sign-in when neither e-mail nor phone is given. */
export function registerSignupRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { config, db, mailer } = ctx.deps;

  app.post('/signup', async (req, reply) => {
    const body = bodyOf(req);
    const email = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    const data = objectField(body, 'data') ?? {};
    if (!email && !phone) return signInAnonymously(req, ctx, data);
    enforce(config.rateLimits, ctx.limits.email, req.ip);
    if (!email) return reply.send(await phoneSignup(req, ctx, body, phone!));
    const address = normalizeEmail(email);
    const password = stringField(body, 'password');
    if (!password) throw validationFailed('Signup requires a valid password');
    assertStrongPassword(password);
    const pkce = codeChallengeOf(body);
    const redirectTo = allowedRedirect(config, queryParam(req, 'redirect_to'));
    const autoconfirm = !config.confirmEmail;

    let link: PreparedLink | undefined;
    const result = await db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, address);
      if (existing && (autoconfirm || isConfirmed(existing))) {
        if (autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
        // Confirmations on: answer like a fresh sign-up so the address's existence is not revealed.
        return { body: obfuscatedUser(address, data) };
      }
      if (existing) {
        link = await prepareLink(tx, config, { user: existing, kind: 'signup', address, redirectTo, pkce });
        return { body: await loadUserJson(tx, link.user) };
      }
      const id = randomUUID();
      const now = new Date();
      let user = await insertUser(tx, {
        id,
        aud: 'authenticated',
        role: 'authenticated',
        email: address,
        encrypted_password: await hashPassword(password),
        email_confirmed_at: autoconfirm ? now : null,
        raw_app_meta_data: withProviders({}, ['email']),
        // Identity data wins over client data for these keys, as in GoTrue.
        raw_user_meta_data: { ...data, sub: id, email: address, email_verified: autoconfirm, phone_verified: false },
        is_anonymous: false,
      });
      await upsertEmailIdentity(tx, user, autoconfirm);
      if (autoconfirm) {
        const s = await createSession(tx, user, 'password', clientInfo(req));
        return { body: await sessionResponse(tx, config, s.user, s.sessionId, s.refreshToken) };
      }
      link = await prepareLink(tx, config, { user, kind: 'signup', address, redirectTo, pkce });
      user = link.user;
      return { body: await loadUserJson(tx, user) };
    });
    if (link) await mailer.send(mailFor(link, address));
    return reply.send(result.body);
  });
}

/** What GoTrue returns for a sign-up to a taken address when confirmations are on: a plausible stranger. */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

async function signInAnonymously(req: FastifyRequest, ctx: AuthContext, data: Record<string, unknown>) {
  const { config, db } = ctx.deps;
  enforce(config.rateLimits, ctx.limits.anonymous, req.ip);
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      id: randomUUID(),
      aud: 'authenticated',
      role: 'authenticated',
      raw_app_meta_data: {},
      raw_user_meta_data: data,
      is_anonymous: true,
    });
    const s = await createSession(tx, user, 'anonymous', clientInfo(req));
    return sessionResponse(tx, config, s.user, s.sessionId, s.refreshToken);
  });
}
