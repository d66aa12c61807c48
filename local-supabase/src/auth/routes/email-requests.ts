import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { mailFor, prepareLink, sentRecently, type PreparedLink } from '../auth-links';
import type { AuthContext } from '../context';
import { requestEmailChange } from '../email-change';
import { AuthError, validationFailed } from '../errors';
import { withProviders } from '../metadata';
import { codeChallengeOf } from '../pkce';
import { admission } from '../rate-limit';
import { allowedRedirect } from '../redirects';
import { booleanField, bodyOf, normalizeEmail, objectField, queryParam, stringField } from '../request-input';
import { isConfirmed } from '../user-state';
import { phoneOtp, phoneResend } from './phone';
import { findUserByEmail, findUserByPendingEmail, insertUser, upsertEmailIdentity } from '../users';

/** POST /recover, /otp and /resend: requests that end in an e-mail with a link. */
export function registerEmailRequestRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { config, db, mailer } = ctx.deps;

  const limit = admission(config.rateLimits, ctx.limits.email);

  /** Sends the prepared mail after the transaction committed (a link must never outlive a rollback). */
  const deliver = async (link: PreparedLink | undefined, address: string) => {
    if (link) await mailer.send(mailFor(link, address));
  };

  app.post('/recover', limit, async (req, reply) => {
    const body = bodyOf(req);
    const raw = stringField(body, 'email');
    if (!raw) throw validationFailed('Password recovery requires an email');
    const address = normalizeEmail(raw);
    const pkce = codeChallengeOf(body);
    const redirectTo = allowedRedirect(config, queryParam(req, 'redirect_to'));
    const link = await db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, address);
      // Unknown, anonymous or just-mailed addresses get the same empty answer as known ones.
      if (!user || user.is_anonymous) return undefined;
      if (config.rateLimits && sentRecently(user.recovery_sent_at)) return undefined;
      return prepareLink(tx, config, { user, kind: 'recovery', address, redirectTo, pkce });
    });
    await deliver(link, address);
    return reply.send({});
  });

  app.post('/otp', limit, async (req, reply) => {
    const body = bodyOf(req);
    const raw = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    if (phone) return reply.send(await phoneOtp(ctx, body, phone));
    if (!raw) throw validationFailed('An email address is required');
    const address = normalizeEmail(raw);
    const createUser = booleanField(body, 'create_user') ?? true;
    const data = objectField(body, 'data') ?? {};
    const pkce = codeChallengeOf(body);
    const redirectTo = allowedRedirect(config, queryParam(req, 'redirect_to'));
    const link = await db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, address);
      if (!user) {
        if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
        const id = randomUUID();
        user = await insertUser(tx, {
          id,
          aud: 'authenticated',
          role: 'authenticated',
          email: address,
          raw_app_meta_data: withProviders({}, ['email']),
          raw_user_meta_data: { ...data, sub: id, email: address, email_verified: false, phone_verified: false },
          is_anonymous: false,
        });
        await upsertEmailIdentity(tx, user, false);
        return prepareLink(tx, config, { user, kind: 'signup', address, redirectTo, pkce });
      }
      const kind = isConfirmed(user) ? 'magiclink' : 'signup';
      const last = kind === 'magiclink' ? user.recovery_sent_at : user.confirmation_sent_at;
      if (config.rateLimits && sentRecently(last)) {
        throw new AuthError(429, 'over_email_send_rate_limit', 'For security purposes, you can only request this after 60 seconds.');
      }
      return prepareLink(tx, config, { user, kind, address, redirectTo, pkce });
    });
    await deliver(link, address);
    return reply.send({});
  });

  app.post('/resend', limit, async (req, reply) => {
    const body = bodyOf(req);
    const type = stringField(body, 'type');
    const raw = stringField(body, 'email');
    if (type === 'sms' || type === 'phone_change') {
      const phone = stringField(body, 'phone');
      if (!phone) throw validationFailed('A phone number is required');
      return reply.send(await phoneResend(ctx, type, phone));
    }
    if (type !== 'signup' && type !== 'email_change') {
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
    }
    if (!raw) throw validationFailed('An email address is required');
    const address = normalizeEmail(raw);
    const redirectTo = allowedRedirect(config, queryParam(req, 'redirect_to'));
    const mails = await db.transaction(async (tx) => {
      if (type === 'signup') {
        const user = await findUserByEmail(tx, address);
        if (!user || isConfirmed(user)) return [];
        return [mailFor(await prepareLink(tx, config, { user, kind: 'signup', address, redirectTo }), address)];
      }
      const row = await findUserByPendingEmail(tx, address);
      if (!row) return [];
      // Both addresses again when the change is a secure one: a fresh link to one alone could never complete it.
      return (await requestEmailChange(tx, config, { user: row, address, redirectTo })).mails;
    });
    for (const mail of mails) await mailer.send(mail);
    return reply.send({});
  });
}
