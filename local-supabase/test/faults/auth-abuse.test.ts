/**
 * Brute force against the real schema with Supabase's per-IP limits on: 31 rapid failed sign-ins from one IP end
 * in 429, the 429 also stops a correct password (no oracle), and sign-ups with short passwords are refused.
 */
import { startTestServer, type TestServer } from '../helpers/test-server';
import { REPO_MIGRATIONS } from './helpers';

jest.setTimeout(180_000);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ migrationsDir: REPO_MIGRATIONS, rateLimits: true });
});
afterAll(async () => server?.stop());

const post = (path: string, body: unknown) =>
  fetch(`${server.url}/auth/v1${path}`, { method: 'POST', headers: { apikey: server.keys.anon, 'content-type': 'application/json' }, body: JSON.stringify(body) });

test('rapid failed sign-ins from one IP are cut off with 429 once the burst of 30 is spent', async () => {
  const email = 'victim@example.com';
  const created = await post('/signup', { email, password: 'Correct#Horse1', data: { full_name: 'Victim', account_type: 'client' } });
  expect(created.status).toBe(200);
  // The bucket refills at 150 per 5 minutes while bcrypt runs, so on a slow machine a few more than 31 are needed.
  const statuses: number[] = [];
  for (let i = 0; i < 80 && !statuses.includes(429); i++) statuses.push((await post('/token?grant_type=password', { email, password: `wrong-guess-${i}` })).status);
  expect(statuses.slice(0, 30)).toEqual(Array(30).fill(400));
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.filter((s) => s !== 429 && s !== 400)).toEqual([]);
  const blocked = await post('/token?grant_type=password', { email, password: 'Correct#Horse1' });
  expect(blocked.status).toBe(429);
  expect(((await blocked.json()) as { error_code?: string }).error_code).toBe('over_request_rate_limit');
});

test('passwords under 8 characters are refused at sign-up and nothing is created', async () => {
  const r = await post('/signup', { email: 'short@example.com', password: 'Ab#1234', data: { full_name: 'Short', account_type: 'client' } });
  expect(r.status).toBe(422);
  const rows = await server.db.query(`select 1 from auth.users where email = 'short@example.com'`);
  expect(rows.rows).toEqual([]);
});
