import type { FastifyInstance } from 'fastify';
import { requireUser } from '../authenticate';
import type { AuthContext } from '../context';
import { applyConfirmedEmail, emailChangeNeedsConfirmation, requestEmailChange } from '../email-change';
import { AuthError, validationFailed } from '../errors';
import { mergeMetadata } from '../metadata';
import { assertStrongPassword, hashPassword, verifyPassword } from '../passwords';
import { codeChallengeOf } from '../pkce';
import { allowedRedirect } from '../redirects';
import { bodyOf, normalizeEmail, objectField, queryParam, stringField } from '../request-input';
import { assertCurrentPassword, isRecoverySession } from '../current-password';
import { revokeSessions, type LogoutScope } from '../sessions';
import { requestPhoneChange } from './phone';
import { loadUserJson } from '../user-json';
import { findUserByEmail, updateUser } from '../users';
import type { OutgoingMail } from '../../mail/mailer';

/** GET/PUT /user and POST /logout: what a signed-in user does to their own account. */
export function registerUserRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { config, db, mailer } = ctx.deps;

  app.get('/user', async (req, reply) => {
    const { user } = await requireUser(req, db, config);
    return reply.send(await loadUserJson(db, user));
  });

  app.put('/user', async (req, reply) => {
    const body = bodyOf(req);
    if (body.app_metadata !== undefined && body.app_metadata !== null) {
      // app_metadata is where roles may live: only the service key may write it.
      throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
    }
    const data = objectField(body, 'data');
    const password = stringField(body, 'password');
    const currentPassword = stringField(body, 'current_password');
    const rawEmail = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    const email = rawEmail ? normalizeEmail(rawEmail) : undefined;
    const pkce = codeChallengeOf(body);
    const redirectTo = allowedRedirect(config, queryParam(req, 'redirect_to'));
    if (password !== undefined) assertStrongPassword(password);

    let mails: OutgoingMail[] = [];
    const out = await db.transaction(async (tx) => {
      const caller = await requireUser(req, tx, config);
      let { user } = caller;
      if (password !== undefined && user.is_anonymous && !user.email && !email) {
        throw new AuthError(422, 'validation_failed', 'Updating password of an anonymous user without an email is not possible');
      }
      if (data) {
        user = await updateUser(tx, user.id, { raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, data) });
      }
      if (email && email !== user.email) {
        const taken = await findUserByEmail(tx, email);
        if (taken && taken.id !== user.id) {
          throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
        }
        if (emailChangeNeedsConfirmation(config, user)) {
          ({ user, mails } = await requestEmailChange(tx, config, { user, address: email, redirectTo, pkce }));
        } else {
          user = await applyConfirmedEmail(tx, user, email);
        }
      }
      if (phone) user = await requestPhoneChange(tx, ctx, user, phone);
      if (password !== undefined) {
        if (config.requireCurrentPassword && user.encrypted_password && !(await isRecoverySession(tx, caller.sessionId))) {
          await assertCurrentPassword(user, currentPassword);
        }
        if (user.encrypted_password && (await verifyPassword(password, user.encrypted_password))) {
          throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
        }
        user = await updateUser(tx, user.id, { encrypted_password: await hashPassword(password) });
      }
      return loadUserJson(tx, user);
    });
    for (const mail of mails) await mailer.send(mail);
    return reply.send(out);
  });

  app.post('/logout', async (req, reply) => {
    const scope = (queryParam(req, 'scope') || 'global') as LogoutScope;
    if (!['global', 'local', 'others'].includes(scope)) {
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    }
    const { user, sessionId } = await requireUser(req, db, config);
    await revokeSessions(db, user.id, scope, sessionId);
    return reply.code(204).send();
  });
}
