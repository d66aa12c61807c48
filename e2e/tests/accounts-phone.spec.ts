/**
 * Issue 24, phone sign-in by SMS code in a real browser: Auth sends the codes through the stack's local Termii (the
 * API Termii itself has), and the test reads them from its SMS inbox as the phone's owner would read the SMS.
 * Sign up with a phone number → sign out → sign in with a code; an e-mail account adds a phone and signs in with it.
 */
import { expect, test, type Page } from '@playwright/test';
import { serviceClient } from '../support/security-stack';
import { DEMO_PASSWORD, signInAs, uniqueEmail } from '../support/session';
import { codeSentTo, smsCount, uniquePhone } from '../support/sms-inbox';
import { E2E_TERMII_URL } from '../support/stack-config';

const PASSWORD = 'Clean-Lagos-2025';

/** /logout ends the session, then goes home with the top bar's Login link. */
async function signOut(page: Page) {
  await page.goto('/logout');
  await expect(page).not.toHaveURL(/\/logout/, { timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

async function signInByPhone(page: Page, phone: { typed: string; digits: string }) {
  const before = await smsCount(page.request, phone.digits);
  await page.goto('/sign');
  await page.getByRole('group', { name: 'Sign in with' }).getByRole('button', { name: 'Phone' }).click();
  await page.getByLabel(/^Phone Number/).fill(phone.typed);
  // Right after the sign-up's code, Auth asks for a few seconds between codes (the stack's interval is 5 s): as a person
  // would, wait as told ("Please wait N seconds…") and press Send code again.
  await expect(async () => {
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(`We sent a 6-digit code by SMS to ${phone.typed}.`)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled();
  await page.getByLabel(/^Code/).fill(await codeSentTo(page.request, phone.digits, before));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('sign up with a phone number, sign out, sign in again with a code by SMS', async ({ page }) => {
  const phone = uniquePhone();
  await page.goto('/register?role=client');
  await page.getByRole('group', { name: 'Sign up with' }).getByRole('button', { name: 'Phone' }).click();
  await expect(page.getByLabel(/^Email/)).toHaveCount(0);
  await page.getByLabel(/^Full Name/).fill('Bisi Phone');
  await page.getByLabel(/^Phone Number/).fill(phone.typed);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your number' })).toBeVisible();

  // A wrong code is refused and says so; the right one opens the client area.
  await page.getByLabel(/^Code/).fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  const code = await codeSentTo(page.request, phone.digits);
  if (code !== '000000') await expect(page.getByRole('alert')).toContainText('That code is wrong or has expired.');
  await page.getByLabel(/^Code/).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/client(\/|$|\?)/, { timeout: 15_000 });
  await expect(page.getByText('Client registered successfully!').first()).toBeVisible();

  await signOut(page);

  await signInByPhone(page, phone);
  await expect(page).toHaveURL(/\/client(\/|$|\?)/, { timeout: 15_000 });
  await expect(page.getByTestId('top-bar-user')).toHaveText('Bisi');
});

test('an e-mail account adds a phone by code, then signs in with that phone', async ({ page }) => {
  const email = uniqueEmail('addphone');
  const admin = await serviceClient();
  const created = await admin.auth.admin.createUser({
    email,
    password: DEMO_PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: 'Emeka Email', account_type: 'client' },
  });
  expect(created.error).toBeNull();
  await signInAs(page, 'client', email);

  const phone = uniquePhone();
  await page.goto('/account');
  const section = page.getByTestId('account-phone');
  await expect(section.getByRole('heading', { name: 'Add a phone' })).toBeVisible();
  await section.getByLabel(/^New phone number/).fill(phone.typed);
  await section.getByRole('button', { name: 'Send code' }).click();
  await section.getByLabel(/^Code/).fill(await codeSentTo(page.request, phone.digits));
  await section.getByRole('button', { name: 'Save number' }).click();
  await expect(page.getByText('Your phone number is saved. You can sign in with it.').first()).toBeVisible();
  await expect(section.getByTestId('account-current-phone')).toHaveText(phone.typed);

  await signOut(page);
  await signInByPhone(page, phone);
  await expect(page).toHaveURL(/\/client(\/|$|\?)/, { timeout: 15_000 });
  await expect(page.getByTestId('top-bar-user')).toHaveText('Emeka');
});

test('the SMS inbox is not readable by other web pages (no CORS)', async ({ request }) => {
  const r = await request.get(`${E2E_TERMII_URL}/inbox/api/messages`, { headers: { origin: 'https://attacker.example' } });
  expect(r.headers()['access-control-allow-origin']).toBeUndefined();
});
