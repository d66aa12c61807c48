/**
 * Admin two-step sign-in (issue 24) in Chromium on the real stack: a new super_admin signs in with the password,
 * sets up an authenticator by typing the key shown on screen (the code computed here, RFC 6238), and only then sees
 * the console; a wrong code is refused with a plain message; the next sign-in asks only for the code; a token that
 * did not pass the step (aal1) is refused admin power by the database; a super_admin's reset of a lost
 * authenticator makes the next sign-in set one up again.
 */
import { expect, test, type Page } from '@playwright/test';
import { runCreateSuperAdmin } from '../support/admin-api';
import { codeFor, enrolOnScreen, MFA_HEADINGS, resetFactors } from '../support/admin-mfa';
import { stack } from '../support/security-stack';
import { marker } from '../support/guest-pages';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = marker('mfa');
const ROOT = { email: `mfa-root-${run}@e2e.spotless.ng`, password: `Mfa#${run}x`, name: 'Halima Secure' };
let secret = '';

async function signInWithPassword(page: Page): Promise<void> {
  await page.goto('/sign');
  await page.getByLabel(/email/i).fill(ROOT.email);
  await page.getByLabel(/^password/i).fill(ROOT.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/admin(\/|$|\?)/, { timeout: 20_000 });
}

/** The access token of the page's session (what a thief of the password alone would hold before the code). */
async function pageToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
    return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token ?? '';
  });
}

/** A REST call to the stack's database as `token` (the anon key as apikey, as the browser sends it). */
async function rest(token: string, route: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const s = await stack();
  const r = await fetch(`${s.url}/rest/v1/${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { apikey: s.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, json: await r.json() };
}

const aalOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { aal: string }).aal;

async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page).not.toHaveURL(/\/logout/, { timeout: 15_000 });
}

test.beforeAll(() => {
  runCreateSuperAdmin(ROOT);
});

test('first sign-in: the console waits for an authenticator, set up from the key on screen; a wrong code is refused', async ({ page }) => {
  await signInWithPassword(page);
  await expect(page.getByRole('heading', { name: MFA_HEADINGS.enrol })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  // Nothing of the console yet.
  await expect(page.getByTestId('dashboard-greeting')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);

  const shownKey = (await page.getByLabel('Setup key').textContent()) ?? '';
  const right = codeFor(shownKey);
  const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
  await page.getByLabel(/6-digit code/).fill(wrong);
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Enter the code your app shows now.');
  await expect(page.getByTestId('dashboard-greeting')).toHaveCount(0);

  secret = await enrolOnScreen(page, ROOT.email);
  expect(secret).toBe(shownKey.replace(/\s/g, ''));
  await expect(page.getByTestId('dashboard-greeting')).toHaveText(/Halima!$/, { timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
});

test('the next sign-in asks only for the code; the password-only session has no admin power in the database', async ({ page }) => {
  await signInWithPassword(page);
  await expect(page.getByRole('heading', { name: MFA_HEADINGS.code })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveCount(0);
  await expect(page.getByLabel('Setup key')).toHaveCount(0);

  // The session so far (password only, aal1) is refused admin power by the database itself: an admin RPC and a
  // policy-gated read (an admin sees every profile; this session only its own).
  const aal1 = await pageToken(page);
  expect(aalOf(aal1)).toBe('aal1');
  expect((await rest(aal1, 'rpc/is_super_admin', {})).json).toBe(false);
  const registered = await rest(aal1, 'rpc/register_admin', {
    p_full_name: 'Stolen Password', p_email: `stolen-${run}@e2e.spotless.ng`, p_password: 'Whatever#123', p_role: 'super_admin',
  });
  expect(registered.status).toBe(403);
  expect(registered.json).toMatchObject({ message: 'Only a super admin can register admins.' });
  expect((await rest(aal1, 'profiles?select=id')).json).toHaveLength(1);

  await page.getByLabel(/6-digit code/).fill('12345');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter the 6-digit code from your app.');
  await page.getByLabel(/6-digit code/).fill(codeFor(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('dashboard-greeting')).toHaveText(/Halima!$/, { timeout: 20_000 });

  const aal2 = await pageToken(page);
  expect(aalOf(aal2)).toBe('aal2');
  expect((await rest(aal2, 'rpc/is_super_admin', {})).json).toBe(true);
  expect(((await rest(aal2, 'profiles?select=id&limit=5')).json as unknown[]).length).toBeGreaterThan(1);
  // A reload keeps the aal2 session: no second code.
  await page.reload();
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: MFA_HEADINGS.code })).toHaveCount(0);
  await signOut(page);
});

test('after a super_admin resets a lost authenticator, the next sign-in sets up a new one', async ({ page }) => {
  const s = await stack();
  const users = await fetch(`${s.url}/auth/v1/admin/users?per_page=1000`, { headers: { apikey: s.serviceKey, authorization: `Bearer ${s.serviceKey}` } });
  const id = ((await users.json()) as { users: Array<{ id: string; email: string }> }).users.find((u) => u.email === ROOT.email)!.id;
  await resetFactors(s.url, id);
  await signInWithPassword(page);
  await expect(page.getByRole('heading', { name: MFA_HEADINGS.enrol })).toBeVisible();
  const fresh = await enrolOnScreen(page, ROOT.email);
  expect(fresh).not.toBe(secret);
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible({ timeout: 20_000 });
});
