import { AuthApiError } from '@supabase/supabase-js';
import { anonClient, serviceClient, uniqueEmail } from './helpers';
import { startPhoneStack, uniquePhone, type PhoneStack } from './phone-helpers';

/** Phone sign-in by SMS code through unmodified supabase-js, as GoTrue's phone provider answers it (issue 24). */
let stack: PhoneStack;
beforeAll(async () => {
  // Rate limits off here (like the other suites); the limits have their own servers below.
  stack = await startPhoneStack();
});
afterAll(async () => {
  await stack.stop();
});

function digits(phone: string): string {
  return phone.replace(/\D/g, '');
}

async function expectAuthError(p: Promise<{ error: unknown }>, status: number, code: string): Promise<AuthApiError> {
  const { error } = await p;
  expect(error).toBeInstanceOf(AuthApiError);
  const e = error as AuthApiError;
  expect({ status: e.status, code: e.code }).toEqual({ status, code });
  return e;
}

describe('signInWithOtp({ phone }) and verifyOtp({ type: "sms" })', () => {
  test('a new number gets an account, the template text by SMS through Termii, and a session for the code', async () => {
    const phone = uniquePhone();
    const client = anonClient(stack.server);
    const { data, error } = await client.auth.signInWithOtp({ phone });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const [sms] = stack.termii.inbox.list(phone);
    expect(sms).toMatchObject({ to: digits(phone), from: 'Spotless', channel: 'generic' });
    expect(sms!.sms).toMatch(/^Your Spotless code is \d{6}$/);

    const verified = await client.auth.verifyOtp({ phone, token: stack.lastCode(phone)!, type: 'sms' });
    expect(verified.error).toBeNull();
    const user = verified.data.user!;
    // GoTrue stores E.164 digits without the +, and a phone user has no e-mail.
    expect(user.phone).toBe(digits(phone));
    expect(user.email).toBe('');
    expect(user.phone_confirmed_at).toBeTruthy();
    expect(user.app_metadata).toMatchObject({ provider: 'phone', providers: ['phone'] });
    expect(user.identities?.map((i) => i.provider)).toEqual(['phone']);
    expect(user.identities?.[0]?.identity_data).toMatchObject({ phone: digits(phone), phone_verified: true });
    const { data: me } = await client.auth.getUser();
    expect(me.user?.id).toBe(user.id);
  });

  test('the same number signs in again with a new code, as the same user', async () => {
    const phone = uniquePhone();
    const first = anonClient(stack.server);
    await first.auth.signInWithOtp({ phone });
    const a = await first.auth.verifyOtp({ phone, token: stack.lastCode(phone)!, type: 'sms' });
    const second = anonClient(stack.server);
    expect((await second.auth.signInWithOtp({ phone, options: { shouldCreateUser: false } })).error).toBeNull();
    const b = await second.auth.verifyOtp({ phone, token: stack.lastCode(phone)!, type: 'sms' });
    expect(b.error).toBeNull();
    expect(b.data.user?.id).toBe(a.data.user?.id);
    expect(stack.smsCount(phone)).toBe(2);
  });

  test('a wrong, a used and an expired code are all 403 otp_expired', async () => {
    const phone = uniquePhone();
    const client = anonClient(stack.server);
    await client.auth.signInWithOtp({ phone });
    const code = stack.lastCode(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    await expectAuthError(client.auth.verifyOtp({ phone, token: wrong, type: 'sms' }), 403, 'otp_expired');
    expect((await client.auth.verifyOtp({ phone, token: code, type: 'sms' })).error).toBeNull();
    await expectAuthError(client.auth.verifyOtp({ phone, token: code, type: 'sms' }), 403, 'otp_expired');

    const late = uniquePhone();
    await client.auth.signInWithOtp({ phone: late });
    // The code was sent longer ago than the SMS OTP expiry (60 s).
    await stack.server.db.query(`update auth.one_time_tokens set created_at = now() - interval '61 seconds' where relates_to = $1`, [digits(late)]);
    await expectAuthError(client.auth.verifyOtp({ phone: late, token: stack.lastCode(late)!, type: 'sms' }), 403, 'otp_expired');
  });

  test('a code for one number does not open another number', async () => {
    const a = uniquePhone();
    const b = uniquePhone();
    const client = anonClient(stack.server);
    await client.auth.signInWithOtp({ phone: a });
    await client.auth.signInWithOtp({ phone: b });
    await expectAuthError(client.auth.verifyOtp({ phone: b, token: stack.lastCode(a)!, type: 'sms' }), 403, 'otp_expired');
  });

  test('shouldCreateUser: false for an unknown number is 422 otp_disabled and sends nothing', async () => {
    const phone = uniquePhone();
    await expectAuthError(anonClient(stack.server).auth.signInWithOtp({ phone, options: { shouldCreateUser: false } }), 422, 'otp_disabled');
    expect(stack.smsCount(phone)).toBe(0);
  });

  test('a number that is not E.164 is 400 validation_failed', async () => {
    const e = await expectAuthError(anonClient(stack.server).auth.signInWithOtp({ phone: '+0803 abc' }), 400, 'validation_failed');
    expect(e.message).toBe('Invalid phone number format (E.164 required)');
  });

  test('GET /settings reports the phone provider on', async () => {
    const res = await fetch(`${stack.server.url}/auth/v1/settings`, { headers: { apikey: stack.server.keys.anon } });
    const body = (await res.json()) as { external: { phone: boolean }; phone_autoconfirm: boolean };
    expect(body.external.phone).toBe(true);
    expect(body.phone_autoconfirm).toBe(false);
  });
});

describe('signUp({ phone, password }) and password sign-in with a phone', () => {
  test('sign-up sends a code; the password works only once the code confirmed the number', async () => {
    const phone = uniquePhone();
    const client = anonClient(stack.server);
    const { data, error } = await client.auth.signUp({ phone, password: 'phone-pass-123', options: { data: { full_name: 'Ada Obi' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.phone).toBe(digits(phone));
    await expectAuthError(client.auth.signInWithPassword({ phone, password: 'phone-pass-123' }), 400, 'phone_not_confirmed');

    expect((await client.auth.verifyOtp({ phone, token: stack.lastCode(phone)!, type: 'sms' })).error).toBeNull();
    const again = anonClient(stack.server);
    const signedIn = await again.auth.signInWithPassword({ phone, password: 'phone-pass-123' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.user_metadata).toMatchObject({ full_name: 'Ada Obi' });
    await expectAuthError(again.auth.signInWithPassword({ phone, password: 'wrong-pass-123' }), 400, 'invalid_credentials');
  });

  test('sign-up with a confirmed number answers like a fresh sign-up and sends no code', async () => {
    const phone = uniquePhone();
    const client = anonClient(stack.server);
    await client.auth.signUp({ phone, password: 'phone-pass-123' });
    await client.auth.verifyOtp({ phone, token: stack.lastCode(phone)!, type: 'sms' });
    const sent = stack.smsCount(phone);
    const { data, error } = await anonClient(stack.server).auth.signUp({ phone, password: 'other-pass-123' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(stack.smsCount(phone)).toBe(sent);
    // The old password still signs in: the second sign-up changed nothing.
    expect((await anonClient(stack.server).auth.signInWithPassword({ phone, password: 'phone-pass-123' })).error).toBeNull();
  });

  test('resend({ type: "sms" }) sends a new code for an unconfirmed sign-up; the old one stops working', async () => {
    const phone = uniquePhone();
    const client = anonClient(stack.server);
    await client.auth.signUp({ phone, password: 'phone-pass-123' });
    const old = stack.lastCode(phone)!;
    expect((await client.auth.resend({ type: 'sms', phone })).error).toBeNull();
    expect(stack.smsCount(phone)).toBe(2);
    const fresh = stack.lastCode(phone)!;
    if (old !== fresh) await expectAuthError(client.auth.verifyOtp({ phone, token: old, type: 'sms' }), 403, 'otp_expired');
    expect((await client.auth.verifyOtp({ phone, token: fresh, type: 'sms' })).error).toBeNull();
  });
});

describe('updateUser({ phone }) and verifyOtp({ type: "phone_change" })', () => {
  test('an e-mail account adds a phone by the code sent to it', async () => {
    const { client, userId } = await stack.server.signUp(uniqueEmail('addphone'));
    const phone = uniquePhone();
    const { data, error } = await client.auth.updateUser({ phone });
    expect(error).toBeNull();
    expect(data.user?.phone).toBe('');
    expect(data.user?.new_phone).toBe(digits(phone));
    const verified = await client.auth.verifyOtp({ phone, token: stack.lastCode(phone)!, type: 'phone_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(userId);
    expect(verified.data.user?.phone).toBe(digits(phone));
    expect(verified.data.user?.new_phone).toBeUndefined();
    expect(verified.data.user?.identities?.map((i) => i.provider).sort()).toEqual(['email', 'phone']);
    // The phone now signs the same account in.
    const other = anonClient(stack.server);
    await other.auth.signInWithOtp({ phone, options: { shouldCreateUser: false } });
    const viaPhone = await other.auth.verifyOtp({ phone, token: stack.lastCode(phone)!, type: 'sms' });
    expect(viaPhone.data.user?.id).toBe(userId);
  });

  test('a phone account changes its number; the old number no longer signs in', async () => {
    const oldPhone = uniquePhone();
    const client = anonClient(stack.server);
    await client.auth.signInWithOtp({ phone: oldPhone });
    await client.auth.verifyOtp({ phone: oldPhone, token: stack.lastCode(oldPhone)!, type: 'sms' });
    const newPhone = uniquePhone();
    expect((await client.auth.updateUser({ phone: newPhone })).error).toBeNull();
    // Until the new number confirms, the account keeps the old one.
    expect((await client.auth.getUser()).data.user?.phone).toBe(digits(oldPhone));
    expect((await client.auth.verifyOtp({ phone: newPhone, token: stack.lastCode(newPhone)!, type: 'phone_change' })).error).toBeNull();
    expect((await client.auth.getUser()).data.user?.phone).toBe(digits(newPhone));
    await expectAuthError(
      anonClient(stack.server).auth.signInWithOtp({ phone: oldPhone, options: { shouldCreateUser: false } }),
      422,
      'otp_disabled',
    );
  });

  test("another account's number is 422 phone_exists and sends nothing", async () => {
    const taken = uniquePhone();
    const owner = anonClient(stack.server);
    await owner.auth.signInWithOtp({ phone: taken });
    await owner.auth.verifyOtp({ phone: taken, token: stack.lastCode(taken)!, type: 'sms' });
    const { client } = await stack.server.signUp(uniqueEmail('thief'));
    await expectAuthError(client.auth.updateUser({ phone: taken }), 422, 'phone_exists');
    expect(stack.smsCount(taken)).toBe(1);
  });

  test('a phone_change code is not a sign-in code, and resend({ type: "phone_change" }) sends a new one', async () => {
    const { client } = await stack.server.signUp(uniqueEmail('resendchange'));
    const phone = uniquePhone();
    await client.auth.updateUser({ phone });
    await expectAuthError(anonClient(stack.server).auth.verifyOtp({ phone, token: stack.lastCode(phone)!, type: 'sms' }), 403, 'otp_expired');
    expect((await client.auth.resend({ type: 'phone_change', phone })).error).toBeNull();
    expect(stack.smsCount(phone)).toBe(2);
    expect((await client.auth.verifyOtp({ phone, token: stack.lastCode(phone)!, type: 'phone_change' })).error).toBeNull();
  });

  test('a phone account adds an e-mail (the other way round)', async () => {
    const phone = uniquePhone();
    const client = anonClient(stack.server);
    await client.auth.signInWithOtp({ phone });
    await client.auth.verifyOtp({ phone, token: stack.lastCode(phone)!, type: 'sms' });
    const email = uniqueEmail('phonefirst');
    const { data, error } = await client.auth.updateUser({ email });
    expect(error).toBeNull();
    // Confirmation on: the address waits for its link, the phone stays.
    expect(data.user?.new_email).toBe(email);
    expect(data.user?.phone).toBe(digits(phone));
  });
});

describe('the SMS gateway failing', () => {
  test('a refused key is 500 sms_send_failed and leaves no account and no code behind', async () => {
    const broken = await startPhoneStack({ termiiApiKey: 'TLwrongkey' });
    try {
      const phone = uniquePhone();
      // GoTrue's answer, as sent (auth-js reports any 5xx as a retryable fetch error, without the code).
      const res = await fetch(`${broken.server.url}/auth/v1/otp`, {
        method: 'POST',
        headers: { apikey: broken.server.keys.anon, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ phone }),
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ code: 'sms_send_failed', message: 'Error sending confirmation OTP to provider' });
      const viaClient = await anonClient(broken.server).auth.signInWithOtp({ phone });
      expect(viaClient.error?.status).toBe(500);
      const { data } = await serviceClient(broken.server).auth.admin.listUsers();
      expect(data.users.some((u) => u.phone === digits(phone))).toBe(false);
      const tokens = await broken.server.db.query(`select 1 from auth.one_time_tokens where relates_to = $1`, [digits(phone)]);
      expect(tokens.rows).toHaveLength(0);
    } finally {
      await broken.stop();
    }
  });

  test('phone sign-in off ([auth.sms] enable_signup = false) is 400 phone_provider_disabled', async () => {
    const off = await startPhoneStack({ enabled: false });
    try {
      await expectAuthError(anonClient(off.server).auth.signInWithOtp({ phone: uniquePhone() }), 400, 'phone_provider_disabled');
    } finally {
      await off.stop();
    }
  });
});

describe('SMS limits (rate limits on)', () => {
  test('a second code within max_frequency is 429 over_sms_send_rate_limit, saying how long to wait', async () => {
    const limited = await startPhoneStack({ maxFrequencySeconds: 60 }, { rateLimits: true });
    try {
      const phone = uniquePhone();
      const client = anonClient(limited.server);
      expect((await client.auth.signInWithOtp({ phone })).error).toBeNull();
      const e = await expectAuthError(client.auth.signInWithOtp({ phone }), 429, 'over_sms_send_rate_limit');
      expect(e.message).toMatch(/^For security purposes, you can only request this after (60|59|58) seconds\.$/);
      await expectAuthError(client.auth.resend({ type: 'sms', phone }), 429, 'over_sms_send_rate_limit');
      expect(limited.smsCount(phone)).toBe(1);
      // Once the minute has passed, a new code goes out.
      await limited.server.db.query(`update auth.users set confirmation_sent_at = now() - interval '61 seconds' where phone = $1`, [digits(phone)]);
      expect((await client.auth.signInWithOtp({ phone })).error).toBeNull();
      expect(limited.smsCount(phone)).toBe(2);
    } finally {
      await limited.stop();
    }
  });

  test('past [auth.rate_limit] sms_sent per hour, no more SMS go out for anyone', async () => {
    const limited = await startPhoneStack({ sentPerHour: 2 }, { rateLimits: true });
    try {
      const client = anonClient(limited.server);
      expect((await client.auth.signInWithOtp({ phone: uniquePhone() })).error).toBeNull();
      expect((await client.auth.signInWithOtp({ phone: uniquePhone() })).error).toBeNull();
      const third = uniquePhone();
      const e = await expectAuthError(client.auth.signInWithOtp({ phone: third }), 429, 'over_sms_send_rate_limit');
      expect(e.message).toBe('SMS rate limit exceeded');
      expect(limited.smsCount(third)).toBe(0);
    } finally {
      await limited.stop();
    }
  });
});
