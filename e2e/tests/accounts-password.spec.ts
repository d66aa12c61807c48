/**
 * Issue 11 / journey 11, passwords, in a real browser against local-supabase: Forgot Password sends the recovery
 * e-mail (read from local-supabase's mailbox) → its link opens Reset Your Password with the session in the URL
 * fragment → new password → green message and /sign → the old password fails, the new one works.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { latestAuthLink, registerThroughUi, uniqueEmail } from '../support/session';

const OLD = 'Old-Password-2025';
const NEW = 'New-Password-2026';

test('forgot password → e-mail → link → new password; old fails, new works', async ({ browser, page }) => {
  const email = uniqueEmail('reset');
  await registerThroughUi(page, 'client', { fullName: 'Bola Reset', email, phone: '0807 444 5566', password: OLD });
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/forgots-password');
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel(/^Email/).fill('not-an-address');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email for a reset link.' })).toBeVisible();

  // The same answer for an address without an account (no account enumeration).
  await page.getByLabel(/^Email/).fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email for a reset link.' })).toBeVisible();

  // Follow the e-mailed link in a fresh browser context, as from a mail app.
  const link = await latestAuthLink(page, email);
  const mailContext = await browser.newContext();
  const fresh = await mailContext.newPage();
  await fresh.goto(link);
  await expect(fresh).toHaveURL(/\/reset-password/);
  await expect(fresh.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await fresh.getByRole('button', { name: 'Reset Password' }).click();
  await expect(fresh.getByText('New Password is required')).toBeVisible();
  await fresh.getByLabel(/^New Password/).fill(NEW);
  await fresh.getByRole('button', { name: 'Show password' }).click();
  await expect(fresh.getByLabel(/^New Password/)).toHaveAttribute('type', 'text');
  await fresh.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    fresh.locator('[data-tone="success"]', { hasText: 'Password reset successful! You can now log in with your new password.' }),
  ).toBeVisible();
  await expect(fresh).toHaveURL(/\/sign$/);

  // Old password refused, new one accepted.
  await fresh.getByLabel(/^Email/).fill(email);
  await fresh.getByLabel(/^Password/).fill(OLD);
  await fresh.getByRole('button', { name: 'Sign In' }).click();
  await expect(fresh.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await fresh.getByLabel(/^Password/).fill(NEW);
  await fresh.getByRole('button', { name: 'Sign In' }).click();
  await expect(fresh).toHaveURL(/\/client(\/|$)/);

  // A used link is no longer valid.
  const reused = await (await browser.newContext()).newPage();
  await reused.goto(link);
  await expect(reused.getByRole('alert').filter({ hasText: 'Invalid reset link.' })).toBeVisible();
  await expect(reused.getByLabel(/^New Password/)).toHaveCount(0);
  await mailContext.close();
});

test('Reset Your Password without a link: "Invalid reset link.", no new-password form but the code form; /password-reset reaches it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/password-reset');
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid reset link.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Password' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Use code' })).toBeVisible();
  for (const path of ['/reset-password', '/forgot-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  }
});
