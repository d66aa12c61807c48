import { RateLimiter } from '../../src/auth/rate-limit';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { uniqueEmail } from './helpers';
import { burstPost, type RawResponse } from './raw-burst';

let server: TestServer;
beforeAll(async () => {
  // The anonymous limit as GoTrue's default; config.toml's own (1000) is checked in captcha.test.ts.
  server = await startTestServer({ rateLimits: true, anonymousSignInsPerHour: 30 });
});
afterAll(async () => {
  await server?.stop();
});

const headers = () => ({ apikey: server.keys.anon, 'x-supabase-api-version': '2024-01-01' });
const count = (rs: RawResponse[], status: number) => rs.filter((r) => r.status === status).length;

test('a burst of failed sign-ins from one IP: the first 30 are answered, then 429 over_request_rate_limit', async () => {
  // All are read at once and admitted before any is hashed; the bucket refills one token per 2 s,
  // so 35 exceed the burst of 30 even if the machine stalls for several seconds.
  const bodies = Array.from({ length: 35 }, (_, i) => ({ email: uniqueEmail('brute'), password: `guess-${i}-x`, gotrue_meta_security: {} }));
  const rs = await burstPost(server.url, '/auth/v1/token?grant_type=password', headers(), bodies);
  expect(count(rs, 400)).toBeGreaterThanOrEqual(30);
  expect(count(rs, 429)).toBeGreaterThan(0);
  expect(count(rs, 400) + count(rs, 429)).toBe(35);
  for (const r of rs.filter((x) => x.status === 400)) expect(JSON.parse(r.body).code).toBe('invalid_credentials');
  const limited = JSON.parse(rs.find((r) => r.status === 429)!.body);
  expect(limited).toEqual({ code: 'over_request_rate_limit', message: expect.any(String) });
});

test('the token endpoint limit covers refresh too', async () => {
  const rs = await burstPost(server.url, '/auth/v1/token?grant_type=refresh_token', headers(), Array.from({ length: 40 }, () => ({ refresh_token: 'x' })));
  expect(count(rs, 429)).toBeGreaterThan(0);
  expect(count(rs, 400) + count(rs, 429)).toBe(40);
});

test('sign-ups and recovery requests share a limit of 30 per window', async () => {
  const recover = Array.from({ length: 30 }, () => ({ email: uniqueEmail('nobody') }));
  const rs = await burstPost(server.url, '/auth/v1/recover', headers(), recover);
  expect(count(rs, 200)).toBe(30);
  const signups = await burstPost(server.url, '/auth/v1/signup', headers(), [{ email: uniqueEmail(), password: 'password-123' }]);
  // At most one token (10 s) can have come back since the burst; the burst itself took far less.
  const more = await burstPost(server.url, '/auth/v1/recover', headers(), [{ email: uniqueEmail('nobody') }, { email: uniqueEmail('nobody') }]);
  expect([...signups, ...more].filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(2);
});

test('anonymous sign-ins are limited per IP and hour (anonymous_users, 30 here)', async () => {
  // One token per 2 minutes: 31 at once can only ever let 30 (or, on a very slow run, 31) through.
  const rs = await burstPost(server.url, '/auth/v1/signup', headers(), Array.from({ length: 32 }, () => ({ data: {}, gotrue_meta_security: {} })));
  expect(count(rs, 200)).toBeGreaterThanOrEqual(30);
  expect(count(rs, 429)).toBeGreaterThan(0);
  expect(count(rs, 200) + count(rs, 429)).toBe(32);
});

test('the token bucket refills at its rate (fake clock)', () => {
  let now = 0;
  const limiter = new RateLimiter(2, 150, 300, () => now); // 0.5 per second
  expect(limiter.take('ip')).toBe(true);
  expect(limiter.take('ip')).toBe(true);
  expect(limiter.take('ip')).toBe(false);
  expect(limiter.take('other-ip')).toBe(true);
  now += 1000; // half a token
  expect(limiter.take('ip')).toBe(false);
  now += 1000; // one full token
  expect(limiter.take('ip')).toBe(true);
  expect(limiter.take('ip')).toBe(false);
  now += 3_600_000; // refills up to the burst, not beyond
  expect(limiter.take('ip')).toBe(true);
  expect(limiter.take('ip')).toBe(true);
  expect(limiter.take('ip')).toBe(false);
});
