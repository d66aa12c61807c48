import { RateLimiter } from '../../src/auth/rate-limit';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { authFetch, uniqueEmail } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: true });
});
afterAll(async () => {
  await server?.stop();
});

test('rapid failed sign-ins from one IP: after the burst of 30 the rest are 429 over_request_rate_limit', async () => {
  // Sent at once so the bucket has no time to refill in between (the check runs before any hashing).
  const responses = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      authFetch(server, '/token?grant_type=password', { body: { email: uniqueEmail('brute'), password: 'guess-' + i } }),
    ),
  );
  const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ code: string; message: string }>));
  const limited = responses.flatMap((r, i) => (r.status === 429 ? [bodies[i]!] : []));
  const rejected = responses.filter((r) => r.status === 400);
  expect(rejected.length + limited.length).toBe(40);
  expect(rejected.length).toBeGreaterThanOrEqual(30);
  expect(limited.length).toBeGreaterThan(0);
  expect(limited[0]).toEqual({ code: 'over_request_rate_limit', message: expect.any(String) });
});

test('the token endpoint limit covers refresh too', async () => {
  const statuses = await Promise.all(
    Array.from({ length: 40 }, () => authFetch(server, '/token?grant_type=refresh_token', { body: { refresh_token: 'x' } }).then((r) => r.status)),
  );
  expect(statuses).toContain(429);
  expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
});

test('sign-ups and recovery requests are limited to 30 per window', async () => {
  const statuses = await Promise.all(
    Array.from({ length: 31 }, () => authFetch(server, '/recover', { body: { email: uniqueEmail('nobody') } }).then((r) => r.status)),
  );
  // 30 per 5 minutes: the burst of 30 passes, then one token every 10 s.
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(30);
  expect(statuses).toContain(429);
  const signups = await Promise.all(
    Array.from({ length: 5 }, () => authFetch(server, '/signup', { body: { email: uniqueEmail(), password: 'password-123' } }).then((r) => r.status)),
  );
  // Same bucket as /recover: at most one refilled token can have arrived meanwhile.
  expect(signups.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
});

test('anonymous sign-ins are limited to 30 per hour', async () => {
  const statuses = await Promise.all(
    Array.from({ length: 31 }, () => authFetch(server, '/signup', { body: { data: {} } }).then((r) => r.status)),
  );
  expect(statuses.filter((s) => s === 200)).toHaveLength(30);
  expect(statuses.filter((s) => s === 429)).toHaveLength(1);
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
