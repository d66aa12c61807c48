/**
 * Issue 11, rate limiting: when Auth answers 429 the sign-in screen says "Too many attempts, try again in a few
 * minutes". The e2e stack's local-supabase limits POST /token per client IP (burst 30, then 150 per 5 minutes, i.e.
 * one more every 2 s) and every spec shares that IP, so this file is named to run last among the account specs, uses
 * its own context, and afterwards waits until the bucket is full again so later spec files sign in normally.
 */
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, supabaseUrlOf } from '../support/session';

/** Burst of the token limiter divided by its refill rate (30 tokens at 0.5 per second). */
const FULL_REFILL_MS = 62_000;

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  test.setTimeout(FULL_REFILL_MS + 30_000);
  // Not an assertion about timing: a pause so the shared limiter is full again for the spec files that follow.
  await new Promise((resolve) => setTimeout(resolve, FULL_REFILL_MS));
});

test('too many sign-in attempts → "Too many attempts, try again in a few minutes"', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/sign');
  const supabaseUrl = await supabaseUrlOf(page);
  const anonKey = ((await (await page.request.get('/config.json')).json()) as { supabaseAnonKey: string }).supabaseAnonKey;

  // The form is filled first, so the click follows the 429 at once: the limiter refills one token every 2 s, and a
  // slow step between draining and clicking would let the UI's attempt through as a plain wrong password.
  await page.getByLabel(/^Email/).fill(DEMO_ACCOUNTS.client);
  await page.getByLabel(/^Password/).fill('still-wrong');

  // Use up the limiter with wrong passwords straight at Auth, until it answers 429.
  let limited = false;
  for (let attempt = 0; attempt < 200 && !limited; attempt += 1) {
    const response = await page.request.post(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      data: { email: DEMO_ACCOUNTS.client, password: `wrong-${attempt}` },
    });
    limited = response.status() === 429;
  }
  expect(limited).toBe(true);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts, try again in a few minutes' })).toBeVisible();
  await context.close();
});
