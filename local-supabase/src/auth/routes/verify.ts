import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientInfo, type AuthContext } from '../context';
import { AuthError, validationFailed } from '../errors';
import { issueAuthCode } from '../pkce';
import { admission, enforce } from '../rate-limit';
import { allowedRedirect, withFragment, withQuery } from '../redirects';
import { bodyOf, normalizeEmail, queryParam, stringField } from '../request-input';
import { createSession, sessionResponse } from '../sessions';
import { SINGLE_CONFIRMATION_ACCEPTED, verifyEmailToken } from '../verification';
import { phoneVerify } from './phone';

/** POST /verify (verifyOtp) and GET /verify (the link in the e-mail). */
export function registerVerifyRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { config, db } = ctx.deps;

  app.post('/verify', admission(config.rateLimits, ctx.limits.email), async (req, reply) => {
    const body = bodyOf(req);
    const type = stringField(body, 'type') ?? '';
    const tokenHash = stringField(body, 'token_hash');
    const token = stringField(body, 'token');
    const email = stringField(body, 'email');
    const phone = stringField(body, 'phone');
    if (phone && !tokenHash) return reply.send(await phoneVerify(req, ctx, body, phone));
    let input;
    if (tokenHash) {
      if (email) throw validationFailed('Only the token_hash and type should be provided');
      input = { type, tokenHash };
    } else if (token && email) {
      input = { type, email: normalizeEmail(email), otp: token.trim() };
    } else {
      throw validationFailed('Verify requires either a token or a token hash');
    }
    const out = await db.transaction(async (tx) => {
      const v = await verifyEmailToken(tx, input);
      if (v.awaitingOtherAddress) return { msg: SINGLE_CONFIRMATION_ACCEPTED, code: 200 };
      const s = await createSession(tx, v.user, v.method, clientInfo(req));
      return sessionResponse(tx, config, s.user, s.sessionId, s.refreshToken);
    });
    return reply.send(out);
  });

  app.get('/verify', async (req, reply) => {
    const redirectTo = allowedRedirect(config, queryParam(req, 'redirect_to'));
    const type = queryParam(req, 'type') ?? '';
    const token = queryParam(req, 'token') ?? '';
    try {
      enforce(config.rateLimits, ctx.limits.email, req.ip);
      if (!token) throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
      const target = await db.transaction(async (tx) => {
        const v = await verifyEmailToken(tx, { type, tokenHash: token });
        if (v.awaitingOtherAddress) {
          // As GoTrue: the message travels where the flow reads its answers (query for PKCE, else fragment).
          const message = { message: SINGLE_CONFIRMATION_ACCEPTED };
          return v.pkce ? withQuery(redirectTo, message) : withFragment(redirectTo, message);
        }
        if (v.pkce) {
          const code = await issueAuthCode(tx, v.user.id, v.method);
          if (code) return withQuery(redirectTo, { code });
        }
        const s = await createSession(tx, v.user, v.method, clientInfo(req));
        const session = await sessionResponse(tx, config, s.user, s.sessionId, s.refreshToken);
        return withFragment(redirectTo, {
          access_token: String(session.access_token),
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: String(session.refresh_token),
          token_type: 'bearer',
          type,
        });
      });
      return redirect(reply, target);
    } catch (err) {
      if (!(err instanceof AuthError)) throw err;
      return redirectWithError(reply, redirectTo, err);
    }
  });
}

function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
}

/** Link failures land on the site with GoTrue's error fragment, which detectSessionInUrl reports. */
function redirectWithError(reply: FastifyReply, redirectTo: string, err: AuthError): FastifyReply {
  const description = err.code === 'otp_expired' ? 'Email link is invalid or has expired' : err.message;
  return redirect(
    reply,
    withFragment(redirectTo, { error: err.status === 429 ? 'too_many_requests' : 'access_denied', error_code: err.code, error_description: description }),
  );
}
