import { expect, type Page } from '@playwright/test';
import { passMfaOnScreen } from './admin-mfa';

/** Demo accounts from the seed (supabase/README.md); every demo password is the same. */
export const DEMO_PASSWORD = 'Spotless#2025';
export const DEMO_ACCOUNTS = {
  client: 'client01@demo.spotless.ng',
  cleaner: 'cleaner01@demo.spotless.ng',
  admin: 'admin1@demo.spotless.ng',
  super_admin: 'superadmin@demo.spotless.ng',
} as const;

/** Signs in through the shell's /sign screen and waits for the role's dashboard. */
export async function signInAs(page: Page, role: keyof typeof DEMO_ACCOUNTS, email: string = DEMO_ACCOUNTS[role]): Promise<void> {
  await page.goto('/sign');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  const area = role === 'super_admin' ? 'admin' : role;
  await expect(page).toHaveURL(new RegExp(`/${area}(/|$|\\?)`), { timeout: 15_000 });
  // Admins pass the second sign-in step before the console shows.
  if (area === 'admin') await passMfaOnScreen(page, email);
}

/** A fresh e-mail address for one test run (accounts made by the tests never collide with the seed or each other). */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.spotless.ng`;
}

/** The Supabase URL the browser uses (from the web server's /config.json). */
export async function supabaseUrlOf(page: Page): Promise<string> {
  const response = await page.request.get('/config.json');
  const config = (await response.json()) as { supabaseUrl: string };
  return config.supabaseUrl.replace(/\/$/, '');
}

/** The newest e-mail's link to Auth's /verify in local-supabase's mailbox for `to` (waits until one arrives). */
export async function latestAuthLink(page: Page, to: string, type = 'recovery'): Promise<string> {
  const mailbox = `${await supabaseUrlOf(page)}/mail/api/messages?to=${encodeURIComponent(to)}`;
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get(mailbox)).json()) as Array<{ text: string; html: string }>;
      for (const message of messages) {
        const found = `${message.text}\n${message.html}`.match(/https?:\/\/[^\s"'<>]+\/auth\/v1\/verify\?[^\s"'<>]+/);
        if (found && found[0].includes(`type=${type}`)) {
          link = found[0].replace(/&amp;/g, '&');
          return true;
        }
      }
      return false;
    }, { message: `an e-mail with a ${type} link to ${to}` })
    .toBe(true);
  return link!;
}

/** Registers through /register with the given role and waits for that role's dashboard. */
export async function registerThroughUi(
  page: Page,
  role: 'client' | 'cleaner',
  user: { fullName: string; email: string; phone: string; password: string; address?: string },
): Promise<void> {
  await page.goto('/register');
  await page.getByRole('button', { name: role === 'client' ? 'Client' : 'Cleaner', exact: true }).click();
  await page.getByLabel(/^Full Name/).fill(user.fullName);
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Phone Number/).fill(user.phone);
  await page.getByLabel(/^Password/).fill(user.password);
  if (user.address) await page.getByLabel(/^Address/).fill(user.address);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await confirmRegistration(page, role, user.email);
}

/**
 * After Register: the "Check your e-mail" screen, then the confirmation link from the mailbox, which lands on /sign
 * signed in and goes on to the role's dashboard (sign-ups need a confirmed address, as config.toml sets).
 */
export async function confirmRegistration(page: Page, role: 'client' | 'cleaner', email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible({ timeout: 20_000 });
  await page.goto(await latestAuthLink(page, email, 'signup'));
  await expect(page).toHaveURL(new RegExp(`/${role}(/|$|\\?)`), { timeout: 20_000 });
}
