/**
 * Issue 24, confirmed e-mails and Account settings, in a real browser against local-supabase with confirmations on
 * (config.toml): signing in before confirming says so and resends the link, which confirms and signs in; /account
 * changes the password only with the right current password (checked by Auth); "Sign out other sessions" ends another
 * browser's session on the server; Download my data saves the person's JSON; Delete my account says what is kept,
 * deletes, and the account no longer signs in; the reset e-mail's code works on Reset Your Password.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createConfirmedUser } from '../support/auth-users';
import { latestAuthLink, supabaseUrlOf, uniqueEmail } from '../support/session';

const PASSWORD = 'Settings-Lagos-2025';

// Each journey signs in (bcrypt on the server) once or twice and runs on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

/** A confirmed client made through the admin API (the journeys below are about what comes after sign-up). */
async function newClient(prefix: string, fullName: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const phone = `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await createConfirmedUser(email, PASSWORD, { full_name: fullName, phone, account_type: 'client' });
  return email;
}

async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/sign');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/client(\/|$|\?)/, { timeout: 20_000 });
}

/** The six-digit code of the newest e-mail to `to` whose subject matches, from local-supabase's mailbox. */
async function mailedCode(page: Page, to: string, subject: RegExp): Promise<string> {
  const mailbox = `${await supabaseUrlOf(page)}/mail/api/messages?to=${encodeURIComponent(to)}`;
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get(mailbox)).json()) as Array<{ subject: string; text: string }>;
      code = /\b(\d{6})\b/.exec(messages.find((m) => subject.test(m.subject))?.text ?? '')?.[1];
      return Boolean(code);
    }, { message: `an e-mail to ${to} with a code` })
    .toBe(true);
  return code!;
}

async function openAccount(page: Page): Promise<void> {
  // The top bar links to it (a new client's residence pop-up covers the bar, so the page is opened by its address).
  await expect(page.getByRole('link', { name: 'Account', exact: true })).toHaveAttribute('href', '/account');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
}

test('signing in before confirming says so; Resend sends the link again, which confirms and signs in', async ({ page }) => {
  const email = uniqueEmail('unconfirmed');
  await page.goto('/register?role=client');
  await page.getByLabel(/^Full Name/).fill('Amaka Pending');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone Number/).fill('0803 555 6677');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  await page.goto('/sign');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please confirm your email address first. Check your inbox for the link.')).toBeVisible();
  await page.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
  // One e-mail a minute per address: right after registering, Auth may ask to wait; either answer is shown.
  await expect(page.getByText(/We sent the confirmation e-mail again|seconds|Too many/i).first()).toBeVisible();

  await page.goto(await latestAuthLink(page, email, 'signup'));
  await expect(page).toHaveURL(/\/client(\/|$|\?)/, { timeout: 20_000 });
  await expect(page.getByTestId('top-bar-user')).toHaveText('Amaka');
});

test('change password: a wrong current password is refused by the server, the right one changes it', async ({ page }) => {
  const email = await newClient('chpass', 'Bisi Change');
  await signIn(page, email);
  await openAccount(page);
  const section = page.getByTestId('account-password');
  await section.getByLabel(/^Current password/).fill('Not-My-Password-1');
  await section.getByLabel(/^New password/).fill('Brand-New-Pass-2026');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('Your current password is not right. Nothing was changed.')).toBeVisible();

  await section.getByLabel(/^Current password/).fill(PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('Password changed.')).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/sign');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await signIn(page, email, 'Brand-New-Pass-2026');
});

/** The session a browser context keeps in localStorage (supabase-js's sb-<host>-auth-token). */
async function storedSession(page: Page): Promise<{ access_token: string; refresh_token: string }> {
  const raw = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.*-auth-token$/.test(k));
    return key ? localStorage.getItem(key) : null;
  });
  if (!raw) throw new Error('no stored session');
  return JSON.parse(raw) as { access_token: string; refresh_token: string };
}

test('sessions: this device is marked, and "Sign out other sessions" ends the other browser\'s session', async ({ page, browser }) => {
  const email = await newClient('sessions', 'Chidi Devices');
  const other = await (browser as Browser).newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 13; Tecno) Chrome/120.0 Mobile Safari/537.36' });
  const phone = await other.newPage();
  await signIn(phone, email);
  await signIn(page, email);
  await openAccount(page);

  const sessions = page.getByTestId('account-session');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: /· This device/ })).toHaveCount(1);
  await expect(sessions.filter({ hasText: 'Chrome on Android' })).toHaveCount(1);

  const theirs = await storedSession(phone);
  const url = await supabaseUrlOf(page);
  const anon = (await (await page.request.get('/config.json')).json()) as { supabaseAnonKey: string };
  const userOf = (token: string) => page.request.get(`${url}/auth/v1/user`, { headers: { apikey: anon.supabaseAnonKey, authorization: `Bearer ${token}` } });
  expect((await userOf(theirs.access_token)).status()).toBe(200);

  await page.getByRole('button', { name: 'Sign out other sessions' }).click();
  await expect(page.getByText('Other devices are signed out.').first()).toBeVisible();
  await expect(sessions).toHaveCount(1);
  // On the server, the other browser's session is gone: Auth refuses its token and its refresh token.
  expect((await userOf(theirs.access_token)).status()).toBe(403);
  const refresh = await page.request.post(`${url}/auth/v1/token?grant_type=refresh_token`, {
    headers: { apikey: anon.supabaseAnonKey, 'content-type': 'application/json' },
    data: { refresh_token: theirs.refresh_token },
  });
  expect(refresh.status()).toBe(400);
  // This browser still works.
  expect((await userOf((await storedSession(page)).access_token)).status()).toBe(200);
  await other.close();
});

test('download my data saves a JSON file with the person\'s profile and roles', async ({ page }) => {
  const email = await newClient('mydata', 'Dayo Export');
  await signIn(page, email);
  await openAccount(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^spotless-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { profile: { full_name: string; email: string }; roles: string[] };
  expect(data.profile).toMatchObject({ full_name: 'Dayo Export', email });
  expect(data.roles).toEqual(['client']);
});

test('delete my account: says what is kept and why, needs DELETE typed, then the account is gone', async ({ page }) => {
  const email = await newClient('delete', 'Efe Leaving');
  await signIn(page, email);
  await openAccount(page);
  const section = page.getByTestId('account-delete');
  await expect(section.getByText(/Payments, payouts and refunds, without your name or e-mail: the law requires/)).toBeVisible();
  await expect(section.getByText(/Finished bookings a cleaner worked/)).toBeVisible();
  const button = section.getByRole('button', { name: 'Delete my account' });
  await expect(button).toBeDisabled();
  await section.getByLabel('Type DELETE to confirm').fill('DELETE');
  await button.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account is deleted.').first()).toBeVisible();

  await page.goto('/sign');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
});

test('reset by code: the six-digit code of the reset e-mail opens Reset Your Password without the link', async ({ page }) => {
  const email = await newClient('resetcode', 'Funke Code');
  await page.goto('/forgot-password');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email for a reset link.' })).toBeVisible();
  const code = await mailedCode(page, email, /reset/i);

  await page.goto('/reset-password');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Code/).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Use code' }).click();
  await expect(page.getByText('Invalid or expired token')).toBeVisible();
  await page.getByLabel(/^Code/).fill(code);
  await page.getByRole('button', { name: 'Use code' }).click();
  await page.getByLabel(/^New Password/).fill('Code-Reset-Pass-2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful! You can now log in with your new password.').first()).toBeVisible();
  // The page signs the recovery session out and moves on to Sign In by itself.
  await expect(page).toHaveURL(/\/sign$/, { timeout: 20_000 });
  await signIn(page, email, 'Code-Reset-Pass-2026');
});
