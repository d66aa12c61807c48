import { decodeJwt } from 'jose';
import { totpCode } from '../../src/auth/totp';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { anonClient, authFetch, jsonOf, serviceClient, uniqueEmail } from './helpers';

// MFA with TOTP through unmodified supabase-js, as GoTrue answers it. Codes are computed here (RFC 6238).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ confirmEmail: false });
});
afterAll(async () => {
  await server?.stop();
});

async function signedIn() {
  const email = uniqueEmail('mfa');
  const client = anonClient(server);
  const { data, error } = await client.auth.signUp({ email, password: 'password-123' });
  if (error) throw error;
  return { email, client, userId: data.user!.id };
}

async function enrolled() {
  const person = await signedIn();
  const { data, error } = await person.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (error) throw error;
  return { ...person, factorId: data.id, secret: data.totp.secret };
}

async function accessToken(client: ReturnType<typeof anonClient>): Promise<string> {
  return (await client.auth.getSession()).data.session!.access_token;
}

test('enroll answers the factor, a base32 secret, its otpauth URI and a QR code as an SVG data URI', async () => {
  const { client, email } = await signedIn();
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Work phone', issuer: 'Spotless NG' });
  expect(error).toBeNull();
  expect(data).toMatchObject({ type: 'totp', friendly_name: 'Work phone' });
  expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(data!.totp.uri).toBe(
    `otpauth://totp/${encodeURIComponent(`Spotless NG:${email}`)}?algorithm=SHA1&digits=6&issuer=Spotless+NG&period=30&secret=${data!.totp.secret}`,
  );
  expect(data!.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
  expect(data!.totp.qr_code).not.toContain('#');
  // Not verified yet: listed among all factors, not among the TOTP factors that count.
  const list = await client.auth.mfa.listFactors();
  expect(list.data!.all.map((f) => [f.id, f.status])).toEqual([[data!.id, 'unverified']]);
  expect(list.data!.totp).toEqual([]);
  expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
});

test('challenge and verify with the current code raise the session to aal2 with amr totp, and refresh keeps it', async () => {
  const { client, factorId, secret } = await enrolled();
  const challenge = await client.auth.mfa.challenge({ factorId });
  expect(challenge.error).toBeNull();
  expect(challenge.data).toMatchObject({ type: 'totp' });
  expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000 + 250);
  const before = decodeJwt(await accessToken(client));
  const verified = await client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code: totpCode(secret) });
  expect(verified.error).toBeNull();
  const claims = decodeJwt(verified.data!.access_token);
  expect(claims.aal).toBe('aal2');
  expect(claims.session_id).toBe(before.session_id);
  expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(['totp', 'password']);
  expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
  const list = await client.auth.mfa.listFactors();
  expect(list.data!.totp.map((f) => [f.id, f.status])).toEqual([[factorId, 'verified']]);

  const refreshed = await client.auth.refreshSession();
  expect(refreshed.error).toBeNull();
  expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');
});

test('a wrong code is refused with mfa_verification_failed and leaves the session at aal1', async () => {
  const { client, factorId, secret } = await enrolled();
  const right = totpCode(secret);
  const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
  const { data, error } = await client.auth.mfa.challengeAndVerify({ factorId, code: wrong });
  expect(data).toBeNull();
  expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
  expect(decodeJwt(await accessToken(client)).aal).toBe('aal1');
});

test('a code from two steps ago is refused; one step either side passes (skew 1)', async () => {
  const { client, factorId, secret } = await enrolled();
  const old = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, Date.now() - 65_000) });
  expect(old.error?.code).toBe('mfa_verification_failed');
  const previous = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, Date.now() - 30_000) });
  expect(previous.error).toBeNull();
});

test('challengeAndVerify; the next sign-in starts at aal1 with nextLevel aal2 and passes with a new code', async () => {
  const { client, email, factorId, secret } = await enrolled();
  expect((await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })).error).toBeNull();
  const again = anonClient(server);
  expect((await again.auth.signInWithPassword({ email, password: 'password-123' })).error).toBeNull();
  expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
  const [factor] = (await again.auth.mfa.listFactors()).data!.totp;
  expect(factor!.id).toBe(factorId);
  expect((await again.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })).error).toBeNull();
  expect(decodeJwt(await accessToken(again)).aal).toBe('aal2');
});

test('a challenge is used once, expires, and belongs to its factor; unknown factors are not found', async () => {
  const { client, factorId, secret } = await enrolled();
  const challenge = (await client.auth.mfa.challenge({ factorId })).data!;
  expect((await client.auth.mfa.verify({ factorId, challengeId: challenge.id, code: totpCode(secret) })).error).toBeNull();
  const reused = await client.auth.mfa.verify({ factorId, challengeId: challenge.id, code: totpCode(secret) });
  expect(reused.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });

  const stale = (await client.auth.mfa.challenge({ factorId })).data!;
  await server.db.query(`update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`, [stale.id]);
  const expired = await client.auth.mfa.verify({ factorId, challengeId: stale.id, code: totpCode(secret) });
  expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
  const gone = await client.auth.mfa.verify({ factorId, challengeId: stale.id, code: totpCode(secret) });
  expect(gone.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });

  const stranger = await signedIn();
  expect((await stranger.client.auth.mfa.challenge({ factorId })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  const raw = await authFetch(server, `/factors/${factorId}/verify`, { bearer: await accessToken(stranger.client), body: { challenge_id: stale.id, code: '123456' } });
  expect(raw.status).toBe(404);
  expect((await authFetch(server, '/factors/not-a-uuid/challenge', { bearer: await accessToken(client), body: {} })).status).toBe(404);
  const bad = await authFetch(server, `/factors/${factorId}/verify`, { bearer: await accessToken(client), body: { challenge_id: 'x', code: 7 } });
  expect(bad.status).toBe(400);
  expect((await jsonOf(bad)).code).toBe('validation_failed');
});

test('unenrolling a verified factor needs aal2 and brings the session back to aal1', async () => {
  const { client, email, factorId, secret } = await enrolled();
  expect((await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })).error).toBeNull();
  const aal1 = anonClient(server);
  await aal1.auth.signInWithPassword({ email, password: 'password-123' });
  expect((await aal1.auth.mfa.unenroll({ factorId })).error).toMatchObject({ status: 422, code: 'insufficient_aal' });
  // Nor may an aal1 session enrol a second factor beside the verified one.
  expect((await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' })).error).toMatchObject({ status: 403, code: 'insufficient_aal' });

  const { data, error } = await client.auth.mfa.unenroll({ factorId });
  expect(error).toBeNull();
  expect(data).toEqual({ id: factorId });
  const refreshed = await client.auth.refreshSession();
  expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal1');
  expect((await client.auth.mfa.listFactors()).data!.all).toEqual([]);
});

test('verifying a factor ends the user\u2019s other sessions that are below aal2', async () => {
  const { client, email, factorId, secret } = await enrolled();
  const other = anonClient(server);
  await other.auth.signInWithPassword({ email, password: 'password-123' });
  expect((await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })).error).toBeNull();
  expect((await authFetch(server, '/user', { bearer: await accessToken(other) })).status).toBe(403);
  expect((await authFetch(server, '/user', { bearer: await accessToken(client) })).status).toBe(200);
});

test('friendly names are unique per user, enrolments are capped, other factor types are refused', async () => {
  const { client } = await enrolled();
  expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })).error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
  const raw = await authFetch(server, '/factors', { bearer: await accessToken(client), body: { factor_type: 'sms' } });
  expect(raw.status).toBe(400);
  const phone = await authFetch(server, '/factors', { bearer: await accessToken(client), body: { factor_type: 'phone', phone: '+2348031234567' } });
  expect((await jsonOf(phone)).code).toBe('mfa_phone_enroll_not_enabled');
  for (let i = 1; i < 10; i++) expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: `Spare ${i}` })).error).toBeNull();
  expect((await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'One too many' })).error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors' });
});

test('anonymous users and callers without a session cannot enrol', async () => {
  const guest = anonClient(server);
  await guest.auth.signInAnonymously();
  expect((await guest.auth.mfa.enroll({ factorType: 'totp' })).error).toMatchObject({ status: 403, code: 'no_authorization' });
  const none = await authFetch(server, '/factors', { body: { factor_type: 'totp' } });
  expect(none.status).toBe(403);
});

test('the admin API lists a user\u2019s factors and deletes one (a lost authenticator), dropping their sessions to aal1', async () => {
  const { client, userId, factorId, secret } = await enrolled();
  expect((await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })).error).toBeNull();
  const admin = serviceClient(server).auth.admin.mfa;
  const listed = await admin.listFactors({ userId });
  expect(listed.error).toBeNull();
  expect(listed.data!.factors.map((f) => [f.id, f.factor_type, f.status])).toEqual([[factorId, 'totp', 'verified']]);
  expect(JSON.stringify(listed.data)).not.toContain(secret);
  const deleted = await admin.deleteFactor({ userId, id: factorId });
  expect(deleted.error).toBeNull();
  // auth-js hands back the deleted factor (GoTrue's answer) nested once more.
  expect(deleted.data).toMatchObject({ data: { id: factorId, status: 'verified' } });
  expect((await admin.listFactors({ userId })).data!.factors).toEqual([]);
  expect(decodeJwt((await client.auth.refreshSession()).data.session!.access_token).aal).toBe('aal1');
  expect((await admin.deleteFactor({ userId, id: factorId })).error).toMatchObject({ status: 404 });
  // Only the service key: a user's own token is not an admin.
  const own = await authFetch(server, `/admin/users/${userId}/factors`, { method: 'GET', bearer: await accessToken(client) });
  expect(own.status).toBe(403);
});

test('TOTP enrolment and verification follow config.toml [auth.mfa.totp]', async () => {
  const off = await startTestServer({ confirmEmail: false, mfa: { maxEnrolledFactors: 10, totpEnrollEnabled: false, totpVerifyEnabled: false, challengeExpirySeconds: 300, factorExpirySeconds: 300 } });
  try {
    const client = anonClient(off);
    await client.auth.signUp({ email: uniqueEmail('off'), password: 'password-123' });
    expect((await client.auth.mfa.enroll({ factorType: 'totp' })).error).toMatchObject({ status: 422, code: 'mfa_totp_enroll_not_enabled' });
  } finally {
    await off.stop();
  }
});

test('verification attempts are rate limited per address (15 a minute)', async () => {
  const limited = await startTestServer({ confirmEmail: false, rateLimits: true });
  try {
    const client = anonClient(limited);
    await client.auth.signUp({ email: uniqueEmail('limit'), password: 'password-123' });
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const challenge = (await client.auth.mfa.challenge({ factorId: data!.id })).data!;
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 16; i++) {
      const r = await client.auth.mfa.verify({ factorId: data!.id, challengeId: challenge.id, code: String(i).padStart(6, '0') });
      codes.push(r.error?.code);
    }
    expect(codes.slice(0, 15).every((c) => c === 'mfa_verification_failed')).toBe(true);
    expect(codes[15]).toBe('over_request_rate_limit');
  } finally {
    await limited.stop();
  }
});

test('a session\u2019s assurance level is GoTrue\u2019s auth.aal_level enum, as on hosted, so an unknown level is refused', async () => {
  const { client, factorId, secret } = await enrolled();
  expect((await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })).error).toBeNull();
  const type = await server.db.query<{ t: string }>(
    `select format_type(atttypid, atttypmod) as t from pg_attribute where attrelid = 'auth.sessions'::regclass and attname = 'aal'`,
  );
  expect(type.rows[0]?.t).toBe('auth.aal_level');
  const sessionId = decodeJwt((await client.auth.getSession()).data.session!.access_token).session_id as string;
  const level = await server.db.query<{ aal: string }>(`select aal from auth.sessions where id = $1::uuid`, [sessionId]);
  expect(level.rows[0]?.aal).toBe('aal2');
  await expect(server.db.query(`update auth.sessions set aal = 'aal9' where id = $1::uuid`, [sessionId])).rejects.toThrow(/invalid input value for enum/);
});
