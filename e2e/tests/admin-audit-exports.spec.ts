/**
 * Issue 25, audit log, admins and exports on the real stack: a super_admin (from the command line) suspends a cleaner
 * in the console and finds it in the Audit log with the change (Status: active → suspended); exports the cleaners
 * list filtered to that cleaner and gets a CSV with exactly that row; sees the admins and revokes one after a
 * confirmation (never themselves). The cleaner is made active again at the end.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { runCreateSuperAdmin } from '../support/admin-api';
import { confirm, expectToast, signInWith } from '../support/admin-pages';
import { marker } from '../support/guest-pages';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const run = marker('aud');
const SUPER = { email: `audit-${run}@e2e.spotless.ng`, password: `Audit#${run}`, name: 'Amaka Auditor' };
const OTHER = { email: `other-${run}@e2e.spotless.ng`, password: `Other#${run}`, name: 'Yusuf Other' };
// A seeded verified, active cleaner no other journey touches (supabase/seed.sql).
const CLEANER = { email: 'cleaner25@demo.spotless.ng', name: 'Obinna Nwosu' };

let page: Page;

test.beforeAll(async ({ browser }) => {
  runCreateSuperAdmin(SUPER);
  runCreateSuperAdmin(OTHER);
  page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signInWith(page, SUPER.email, SUPER.password);
});
test.afterAll(async () => {
  await page?.context().close();
});

test('a suspension in the console is in the Audit log with who and what changed', async () => {
  await page.goto(`/admin/cleaners?q=${encodeURIComponent(CLEANER.email)}`);
  await page.getByRole('button', { name: `Suspend ${CLEANER.name}` }).click();
  await confirm(page, 'Suspend');
  await expectToast(page, 'Cleaner suspended successfully!');

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Admin e-mail').fill(SUPER.email);
  await page.getByLabel('What').selectOption('cleaner_profiles');
  const log = page.getByRole('table', { name: 'Operator actions' }).or(page.getByRole('region', { name: 'Audit log' }));
  await expect(log.getByText('Status: active → suspended').first()).toBeVisible();
  await expect(log.getByText('Changed cleaner profile').first()).toBeVisible();
  await expect(log.getByText(SUPER.email).first()).toBeVisible();
  // The filters are in the URL: a reload shows the same entries.
  await page.reload();
  await expect(page.getByText('Status: active → suspended').first()).toBeVisible();
});

test('Export CSV downloads the cleaners list with the filters on screen', async () => {
  await page.goto(`/admin/cleaners?show=suspended&q=${encodeURIComponent(CLEANER.email)}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV: cleaners' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^spotless-cleaners-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Name,E-mail,Phone,State,LGA,Status,Verification,Rating,Reviews,Joined');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${CLEANER.name},${CLEANER.email},`);
  expect(lines[1]).toContain(',Suspended,Verified,');
  // The export is itself in the log.
  await page.goto('/admin/audit?kind=export.cleaners');
  await expect(page.getByText('Exported cleaners').first()).toBeVisible();
});

test('Admins lists the admins; a super_admin revokes another after confirming, never themselves', async () => {
  await page.goto('/admin/admins');
  await expect(page.getByRole('heading', { name: 'Admins' })).toBeVisible();
  await expect(page.getByText(SUPER.email)).toBeVisible();
  await expect(page.getByRole('button', { name: `Revoke ${SUPER.email}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Revoke ${OTHER.email}` }).click();
  await confirm(page, 'Revoke');
  await expectToast(page, `${OTHER.name} is no longer an admin.`);
  await expect(page.getByText(OTHER.email)).toHaveCount(0);
});

test('the cleaner is active again (leaves the seed as found)', async () => {
  await page.goto(`/admin/cleaners?q=${encodeURIComponent(CLEANER.email)}`);
  await page.getByRole('button', { name: `Activate ${CLEANER.name}` }).click();
  await confirm(page, 'Activate');
  await expectToast(page, 'Cleaner activated successfully!');
});
