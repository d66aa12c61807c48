import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/types';
import { clientInfo, type AuthContext } from '../context';
import { AuthError, invalidCredentials, validationFailed } from '../errors';
import { assertStrongPassword, hashPassword, verifyPassword } from '../passwords';
import { sendPhoneOtp } from '../phone-otp';
import { normalizePhone } from '../phone-numbers';
import { applyConfirmedPhone, findUserByPendingPhone, findUserByPhone, insertPhoneUser } from '../phone-users';
import { verifyPhoneToken } from '../phone-verification';
import { booleanField, objectField, stringField } from '../request-input';
import { createSession, sessionResponse } from '../sessions';
import { loadUserJson } from '../user-json';
import { isBanned } from '../user-state';
import type { UserRow } from '../users';

/**
 * Phone sign-in by SMS code, as GoTrue's phone provider does it. The shared routes (/otp, /signup, /verify,
 * /resend, /token, PUT /user) hand a request here when it carries a phone.
 */

function requirePhoneProvider(ctx: AuthContext, message = 'Unsupported phone provider'): void {
  if (!ctx.deps.config.sms.enabled) throw new AuthError(400, 'phone_provider_disabled', message);
}

/** POST /otp {phone}: a sign-in (or, with create_user, sign-up) code. */
export async function phoneOtp(ctx: AuthContext, body: Record<string, unknown>, raw: string) {
  requirePhoneProvider(ctx);
  const phone = normalizePhone(raw);
  const createUser = booleanField(body, 'create_user') ?? true;
  const data = objectField(body, 'data') ?? {};
  return ctx.deps.db.transaction(async (tx) => {
    let user = await findUserByPhone(tx, phone);
    if (!user) {
      if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      user = await insertPhoneUser(tx, { id: randomUUID(), phone, data, confirmed: false });
    }
    if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
    const sent = await sendPhoneOtp(tx, ctx, { user, phone, kind: 'sms' });
    return { message_id: sent.messageId };
  });
}

/** POST /signup {phone, password}: a phone account; with confirmations on, a code confirms it. */
export async function phoneSignup(req: FastifyRequest, ctx: AuthContext, body: Record<string, unknown>, raw: string) {
  const { config, db } = ctx.deps;
  requirePhoneProvider(ctx, 'Phone signups are disabled');
  const phone = normalizePhone(raw);
  const password = stringField(body, 'password');
  if (!password) throw validationFailed('Signup requires a valid password');
  assertStrongPassword(password);
  const data = objectField(body, 'data') ?? {};
  const autoconfirm = !config.sms.confirmations;
  return db.transaction(async (tx) => {
    const existing = await findUserByPhone(tx, phone);
    if (existing && (autoconfirm || existing.phone_confirmed_at)) {
      if (autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
      // Confirmations on: answer like a fresh sign-up so the number's owner is not revealed.
      return obfuscatedPhoneUser(phone, data);
    }
    if (existing) {
      const sent = await sendPhoneOtp(tx, ctx, { user: existing, phone, kind: 'sms' });
      return loadUserJson(tx, sent.user);
    }
    const user = await insertPhoneUser(tx, {
      id: randomUUID(),
      phone,
      data,
      encryptedPassword: await hashPassword(password),
      confirmed: autoconfirm,
    });
    if (autoconfirm) {
      const s = await createSession(tx, user, 'password', clientInfo(req));
      return sessionResponse(tx, config, s.user, s.sessionId, s.refreshToken);
    }
    const sent = await sendPhoneOtp(tx, ctx, { user, phone, kind: 'sms' });
    return loadUserJson(tx, sent.user);
  });
}

/** A plausible stranger, as for an e-mail sign-up to a taken address. */
function obfuscatedPhoneUser(phone: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email: '',
    phone,
    confirmation_sent_at: now,
    app_metadata: { provider: 'phone', providers: ['phone'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** POST /verify {phone, token, type: sms | phone_change}: the code opens a session. */
export async function phoneVerify(req: FastifyRequest, ctx: AuthContext, body: Record<string, unknown>, raw: string) {
  const { config, db } = ctx.deps;
  requirePhoneProvider(ctx);
  const phone = normalizePhone(raw);
  const type = stringField(body, 'type') ?? '';
  const token = stringField(body, 'token')?.trim();
  if (!token) throw validationFailed('Verify requires either a token or a token hash');
  return db.transaction(async (tx) => {
    const user = await verifyPhoneToken(tx, { type, phone, otp: token }, config.sms.otpExpirySeconds);
    const s = await createSession(tx, user, 'otp', clientInfo(req));
    return sessionResponse(tx, config, s.user, s.sessionId, s.refreshToken);
  });
}

/**
 * POST /resend {phone, type: sms | phone_change}: a new code for an unconfirmed sign-up or a pending change.
 * The answer is the same whether or not a code went out, so it does not tell who holds a number.
 */
export async function phoneResend(ctx: AuthContext, type: string, raw: string) {
  requirePhoneProvider(ctx);
  const phone = normalizePhone(raw);
  await ctx.deps.db.transaction(async (tx) => {
    if (type === 'sms') {
      const user = await findUserByPhone(tx, phone);
      if (user && !user.phone_confirmed_at) await sendPhoneOtp(tx, ctx, { user, phone, kind: 'sms' });
      return;
    }
    const user = await findUserByPendingPhone(tx, phone);
    if (user) await sendPhoneOtp(tx, ctx, { user, phone, kind: 'phone_change' });
  });
  return {};
}

/** POST /token?grant_type=password {phone, password}. */
export async function phonePasswordGrant(req: FastifyRequest, ctx: AuthContext, raw: string, password: string) {
  const { config, db } = ctx.deps;
  requirePhoneProvider(ctx);
  const phone = normalizePhone(raw);
  const user = await findUserByPhone(db, phone);
  // Compare even for unknown users: same answer, similar timing (one message for both).
  const ok = await verifyPassword(password, user?.is_anonymous ? null : user?.encrypted_password);
  if (!user || !ok) throw invalidCredentials();
  if (!user.phone_confirmed_at) throw new AuthError(400, 'phone_not_confirmed', 'Phone not confirmed');
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
  return db.transaction(async (tx) => {
    const s = await createSession(tx, user, 'password', clientInfo(req));
    return sessionResponse(tx, config, s.user, s.sessionId, s.refreshToken);
  });
}

/**
 * PUT /user {phone}, inside the caller's transaction: a new phone is confirmed by a code sent to it (phone_change)
 * unless SMS confirmations are off. A number another account holds is refused.
 */
export async function requestPhoneChange(tx: Queryable, ctx: AuthContext, user: UserRow, raw: string): Promise<UserRow> {
  requirePhoneProvider(ctx);
  const phone = normalizePhone(raw);
  if (phone === user.phone) return user;
  const taken = await findUserByPhone(tx, phone);
  if (taken && taken.id !== user.id) throw new AuthError(422, 'phone_exists', 'A user with this phone number has already been registered');
  if (!ctx.deps.config.sms.confirmations) return applyConfirmedPhone(tx, user, phone);
  const sent = await sendPhoneOtp(tx, ctx, { user, phone, kind: 'phone_change' });
  return sent.user;
}
