import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { mailFor, prepareLink, type PreparedLink } from '../auth-links';
import type { AuthContext } from '../context';
import type { AuthMailKind } from '../email-templates';
import { AuthError, userNotFound, validationFailed } from '../errors';
import { withProviders } from '../metadata';
import { assertStrongPassword, hashPassword } from '../passwords';
import { allowedRedirect } from '../redirects';
import { bodyOf, normalizeEmail, objectField, queryParam, stringField } from '../request-input';
import { userJson } from '../user-json';
import { findUserByEmail, identitiesOf, insertUser, updateUser, upsertEmailIdentity, type UserRow } from '../users';
import type { Queryable } from '../../db/types';

const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'] as const;
type LinkType = (typeof LINK_TYPES)[number];

async function createUnconfirmedUser(
  q: Queryable,
  email: string,
  data: Record<string, unknown>,
  extra: { password?: string; invited?: boolean },
): Promise<UserRow> {
  const id = randomUUID();
  const user = await insertUser(q, {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: extra.password ? await hashPassword(extra.password) : null,
    invited_at: extra.invited ? new Date() : null,
    raw_app_meta_data: withProviders({}, ['email']),
    raw_user_meta_data: { ...data, sub: id, email, email_verified: false, phone_verified: false },
    is_anonymous: false,
  });
  await upsertEmailIdentity(q, user, false);
  return user;
}

/** POST /admin/generate_link (links without sending mail) and POST /invite (sends the invitation). */
export function registerAdminLinkRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { config, db, mailer } = ctx.deps;

  app.post('/admin/generate_link', async (req, reply) => {
    const body = bodyOf(req);
    const type = stringField(body, 'type') as LinkType | undefined;
    if (!type || !LINK_TYPES.includes(type)) throw validationFailed(`Invalid type: must be one of ${LINK_TYPES.join(', ')}`);
    const rawEmail = stringField(body, 'email');
    if (!rawEmail) throw validationFailed('Unable to validate email address: invalid format');
    const email = normalizeEmail(rawEmail);
    const data = objectField(body, 'data') ?? {};
    const password = stringField(body, 'password');
    const rawNewEmail = stringField(body, 'new_email');
    const redirectTo = allowedRedirect(config, queryParam(req, 'redirect_to') ?? stringField(body, 'redirect_to') ?? stringField(body, 'redirectTo'));

    const link = await db.transaction(async (tx): Promise<PreparedLink> => {
      let user = await findUserByEmail(tx, email);
      let kind: AuthMailKind;
      let address = email;
      switch (type) {
        case 'signup':
          if (!password) throw validationFailed('Signup requires a valid password');
          assertStrongPassword(password);
          if (user && user.email_confirmed_at) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
          user ??= await createUnconfirmedUser(tx, email, data, { password });
          kind = 'signup';
          break;
        case 'invite':
          if (user && user.email_confirmed_at) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
          user ??= await createUnconfirmedUser(tx, email, data, { invited: true });
          kind = 'invite';
          break;
        case 'magiclink':
        case 'recovery':
          if (!user) throw userNotFound();
          kind = type;
          break;
        default: {
          if (!user) throw userNotFound();
          if (!rawNewEmail) throw validationFailed('The new email address is required for email change links');
          address = normalizeEmail(rawNewEmail);
          const taken = await findUserByEmail(tx, address);
          if (taken && taken.id !== user.id) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
          user = await updateUser(tx, user.id, { email_change: address });
          kind = 'email_change';
        }
      }
      return prepareLink(tx, config, { user, kind, address, redirectTo });
    });
    const user = userJson(link.user, await identitiesOf(db, link.user.id));
    return reply.send({
      ...user,
      action_link: link.actionLink,
      email_otp: link.otp,
      hashed_token: link.hashedToken,
      redirect_to: link.redirectTo,
      verification_type: link.verificationType,
    });
  });

  app.post('/invite', async (req, reply) => {
    const body = bodyOf(req);
    const rawEmail = stringField(body, 'email');
    if (!rawEmail) throw validationFailed('Unable to validate email address: invalid format');
    const email = normalizeEmail(rawEmail);
    const data = objectField(body, 'data') ?? {};
    const redirectTo = allowedRedirect(config, queryParam(req, 'redirect_to'));
    const link = await db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      const user = await createUnconfirmedUser(tx, email, data, { invited: true });
      return prepareLink(tx, config, { user, kind: 'invite', address: email, redirectTo });
    });
    await mailer.send(mailFor(link, email));
    return reply.send(userJson(link.user, await identitiesOf(db, link.user.id)));
  });
}
