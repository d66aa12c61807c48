import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, type AuthenticatedUser } from '../authenticate';
import type { AuthContext } from '../context';
import { AuthError, validationFailed } from '../errors';
import {
  deleteChallenge,
  deleteFactor,
  deleteStaleUnverifiedFactors,
  deleteUnverifiedFactors,
  factorsOf,
  findChallengeForUpdate,
  findFactor,
  insertChallenge,
  insertTotpFactor,
  markChallengeVerified,
  markFactorVerified,
  type FactorRow,
} from '../mfa-factors';
import { endSessionsBelowAal2, raiseSessionToAal2 } from '../mfa-session';
import { qrSvg } from '../qr-svg';
import { admission } from '../rate-limit';
import { bodyOf, isUuid, stringField } from '../request-input';
import { findSession, sessionResponse } from '../sessions';
import { newTotpSecret, totpUri, verifyTotp } from '../totp';
import { findUserById } from '../users';
import type { Queryable } from '../../db/types';

type FactorParams = { Params: { id: string } };

export const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

/** A signed-in, non-anonymous caller with a live session: only such a caller may manage factors. */
async function requireMfaCaller(req: FastifyRequest, q: Queryable, ctx: AuthContext): Promise<AuthenticatedUser & { sessionId: string }> {
  const caller = await requireUser(req, q, ctx.deps.config);
  if (caller.user.is_anonymous) throw new AuthError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
  if (!caller.sessionId) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  return { ...caller, sessionId: caller.sessionId };
}

/** The caller's own factor `id`; someone else's is reported as missing, so factor ids reveal nothing. */
async function ownFactor(q: Queryable, userId: string, id: string): Promise<FactorRow> {
  const factor = isUuid(id) ? await findFactor(q, id) : undefined;
  if (!factor || factor.user_id !== userId) throw factorNotFound();
  return factor;
}

async function isAal2(q: Queryable, sessionId: string): Promise<boolean> {
  return (await findSession(q, sessionId))?.aal === 'aal2';
}

/** The host of the site URL: GoTrue's issuer when the client names none. */
function defaultIssuer(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return 'localhost';
  }
}

/** MFA with TOTP as GoTrue serves it: enrol, challenge, verify (to aal2) and unenrol a factor. */
export function registerMfaRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { config, db } = ctx.deps;
  const challengeLimit = admission(config.rateLimits, ctx.limits.mfaChallenge);
  const verifyLimit = admission(config.rateLimits, ctx.limits.mfaVerify);

  app.post('/factors', async (req, reply) => {
    const body = bodyOf(req);
    const factorType = stringField(body, 'factor_type');
    const friendlyName = stringField(body, 'friendly_name') ?? '';
    const issuer = stringField(body, 'issuer') || defaultIssuer(config.siteUrl);
    if (friendlyName.length > 255 || issuer.length > 255) throw validationFailed('friendly_name and issuer must be at most 255 characters');
    if (factorType === 'phone') throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (factorType === 'webauthn') throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    if (factorType !== 'totp') throw validationFailed('factor_type needs to be totp, phone, or webauthn');
    if (!config.mfa.totpEnrollEnabled) throw new AuthError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');

    const out = await db.transaction(async (tx) => {
      const { user, sessionId } = await requireMfaCaller(req, tx, ctx);
      // One enrolment at a time per user: the count and the name check below must see each other's rows.
      await tx.query(`select id from auth.users where id = $1::uuid for update`, [user.id]);
      await deleteStaleUnverifiedFactors(tx, user.id, config.mfa.factorExpirySeconds);
      const factors = await factorsOf(tx, user.id);
      if (factors.some((f) => (f.friendly_name ?? '') === friendlyName)) {
        throw new AuthError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
      }
      if (factors.length >= config.mfa.maxEnrolledFactors) {
        throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
      }
      if (factors.some((f) => f.status === 'verified') && !(await isAal2(tx, sessionId))) {
        throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
      }
      const secret = newTotpSecret();
      const factor = await insertTotpFactor(tx, user.id, friendlyName, secret);
      const uri = totpUri(secret, issuer, user.email || user.phone || user.id);
      return { id: factor.id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrSvg(uri), secret, uri } };
    });
    return reply.send(out);
  });

  app.post<FactorParams>('/factors/:id/challenge', challengeLimit, async (req, reply) => {
    const out = await db.transaction(async (tx) => {
      const { user } = await requireMfaCaller(req, tx, ctx);
      const factor = await ownFactor(tx, user.id, req.params.id);
      if (factor.factor_type !== 'totp') throw validationFailed('factor_type needs to be totp, phone, or webauthn');
      if (!config.mfa.totpVerifyEnabled) throw new AuthError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
      const challenge = await insertChallenge(tx, factor.id, req.ip);
      const created = new Date(challenge.created_at).getTime();
      return { id: challenge.id, type: 'totp', expires_at: Math.floor(created / 1000) + config.mfa.challengeExpirySeconds };
    });
    return reply.send(out);
  });

  app.post<FactorParams>('/factors/:id/verify', verifyLimit, async (req, reply) => {
    const body = bodyOf(req);
    const challengeId = stringField(body, 'challenge_id') ?? '';
    const code = (stringField(body, 'code') ?? '').trim();
    if (!isUuid(challengeId)) throw validationFailed('challenge_id must be a UUID');
    if (!code) throw validationFailed('Code needs to be non-empty');

    // Errors that must keep what they changed (an expired challenge removed) are returned, not thrown.
    const out = await db.transaction(async (tx) => {
      const { user, sessionId } = await requireMfaCaller(req, tx, ctx);
      const factor = await ownFactor(tx, user.id, req.params.id);
      if (!config.mfa.totpVerifyEnabled) throw new AuthError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
      const challenge = await findChallengeForUpdate(tx, factor.id, challengeId, config.mfa.challengeExpirySeconds, req.ip);
      if (!challenge) throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
      if (challenge.verified_at || !challenge.same_ip) {
        throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
      }
      if (challenge.expired) {
        await deleteChallenge(tx, challenge.id);
        return new AuthError(422, 'mfa_challenge_expired', `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`);
      }
      if (!factor.secret || !verifyTotp(code, factor.secret)) {
        throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
      }
      await markChallengeVerified(tx, challenge.id);
      if (factor.status !== 'verified') await markFactorVerified(tx, factor.id);
      const refreshToken = await raiseSessionToAal2(tx, user.id, sessionId, factor.id, 'totp');
      await endSessionsBelowAal2(tx, user.id);
      await deleteUnverifiedFactors(tx, user.id, factor.factor_type);
      const fresh = (await findUserById(tx, user.id)) ?? user;
      return sessionResponse(tx, config, fresh, sessionId, refreshToken);
    });
    if (out instanceof AuthError) throw out;
    return reply.send(out);
  });

  app.delete<FactorParams>('/factors/:id', async (req, reply) => {
    const out = await db.transaction(async (tx) => {
      const { user, sessionId } = await requireMfaCaller(req, tx, ctx);
      const factor = await ownFactor(tx, user.id, req.params.id);
      if (factor.status === 'verified' && !(await isAal2(tx, sessionId))) {
        throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
      }
      await deleteFactor(tx, factor);
      return { id: factor.id };
    });
    return reply.send(out);
  });
}
