/**
 * Admins pass the second sign-in step (issue 24) in every journey that acts as one, in the browser and through the
 * API: the first time, the test sets up an authenticator (reading the key the set-up shows) and keeps the key in the
 * stack's data folder, as a phone would keep it; later sign-ins enter its current code. Codes are computed here
 * (RFC 6238). An admin whose authenticator the tests lost (a stack reused with a new database) is reset through
 * the Auth admin API, as a super_admin's support request would.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { totpCode } from '@spotless/local-supabase/src/auth/totp';
import { E2E_DATA_DIR } from './stack-config';

const STORE = path.join(E2E_DATA_DIR, 'e2e-totp-secrets.json');

export const MFA_HEADINGS = { enrol: 'Set up two-step sign-in', code: 'Enter your sign-in code' } as const;

function readStore(): Record<string, string> {
  return existsSync(STORE) ? (JSON.parse(readFileSync(STORE, 'utf8')) as Record<string, string>) : {};
}

/** The authenticator key the tests hold for `email`, if any. */
export function heldSecret(email: string): string | undefined {
  return readStore()[email.toLowerCase()];
}

export function holdSecret(email: string, secret: string): void {
  writeFileSync(STORE, JSON.stringify({ ...readStore(), [email.toLowerCase()]: secret.replace(/\s/g, '') }, null, 2));
}

/** The current code of an authenticator key (spaces as shown on screen are fine). */
export function codeFor(secret: string): string {
  return totpCode(secret.replace(/\s/g, ''));
}

function serviceKey(): string {
  return (JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'keys.json'), 'utf8')) as { serviceRoleKey: string }).serviceRoleKey;
}

/** Removes every factor of the user through the Auth admin API (what a super_admin does for a lost phone). */
export async function resetFactors(supabaseUrl: string, userId: string): Promise<void> {
  const key = serviceKey();
  const headers = { apikey: key, authorization: `Bearer ${key}` };
  const listed = await fetch(`${supabaseUrl}/auth/v1/admin/users/${userId}/factors`, { headers });
  if (!listed.ok) throw new Error(`list factors: ${listed.status}`);
  for (const factor of (await listed.json()) as Array<{ id: string }>) {
    const gone = await fetch(`${supabaseUrl}/auth/v1/admin/users/${userId}/factors/${factor.id}`, { method: 'DELETE', headers });
    if (!gone.ok) throw new Error(`delete factor: ${gone.status}`);
  }
}

async function holdsAdminRole(client: SupabaseClient): Promise<boolean> {
  const { data, error } = await client.from('user_roles').select('role');
  if (error) throw new Error(`user_roles: ${error.message}`);
  return (data ?? []).some((r: { role: string }) => r.role === 'admin' || r.role === 'super_admin');
}

/**
 * Brings a signed-in API client of `email` to aal2 when that user is an admin (no-op for everyone else): the
 * database grants admin power only then.
 */
export async function passMfaIfAdmin(client: SupabaseClient, email: string, supabaseUrl: string): Promise<void> {
  if (!(await holdsAdminRole(client))) return;
  const listed = await client.auth.mfa.listFactors();
  if (listed.error) throw new Error(`list factors: ${listed.error.message}`);
  const factor = listed.data.totp[0];
  const secret = heldSecret(email);
  if (factor && secret) {
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(secret) });
    if (!error) return;
  }
  const userId = (await client.auth.getUser()).data.user!.id;
  if (factor) await resetFactors(supabaseUrl, userId);
  for (const unfinished of listed.data.all.filter((f) => f.status !== 'verified')) {
    await client.auth.mfa.unenroll({ factorId: unfinished.id });
  }
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' });
  if (enrolled.error) throw new Error(`enrol: ${enrolled.error.message}`);
  holdSecret(email, enrolled.data.totp.secret);
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: codeFor(enrolled.data.totp.secret) });
  if (error) throw new Error(`verify: ${error.message}`);
}

/** Sets up the authenticator on the set-up screen, keeping the key it shows. */
export async function enrolOnScreen(page: Page, email: string): Promise<string> {
  const secret = ((await page.getByLabel('Setup key').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  holdSecret(email, secret);
  await page.getByLabel(/6-digit code/).fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  return secret;
}

/**
 * The second step after a password sign-in as an admin in the browser: set-up or code, whichever the console asks
 * for, until the console itself shows.
 */
export async function passMfaOnScreen(page: Page, email: string): Promise<void> {
  const heading = page.getByRole('heading', { name: new RegExp(`${MFA_HEADINGS.enrol}|${MFA_HEADINGS.code}`) });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  if ((await heading.textContent())?.includes(MFA_HEADINGS.code)) {
    const secret = heldSecret(email);
    if (secret) {
      await page.getByLabel(/6-digit code/).fill(codeFor(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      const outcome = await Promise.race([
        heading.waitFor({ state: 'detached', timeout: 15_000 }).then(() => 'passed' as const),
        page.getByRole('alert').waitFor({ timeout: 15_000 }).then(() => 'refused' as const),
      ]);
      if (outcome === 'passed') return;
    }
    // The tests lost this admin's key: reset the factor as a super_admin would, and set up anew.
    const supabaseUrl = await page.evaluate(async () => ((await (await fetch('/config.json')).json()) as { supabaseUrl: string }).supabaseUrl);
    const userId = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'));
      return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { user?: { id: string } }).user?.id : undefined;
    });
    if (!userId) throw new Error('no signed-in user in the page to reset');
    await resetFactors(supabaseUrl.replace(/\/$/, ''), userId);
    await page.reload();
    await expect(page.getByRole('heading', { name: MFA_HEADINGS.enrol })).toBeVisible({ timeout: 20_000 });
  }
  await enrolOnScreen(page, email);
  await expect(heading).toHaveCount(0, { timeout: 20_000 });
}
