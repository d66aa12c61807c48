import { expect, test, type Browser, type Page } from '@playwright/test';
import { KB, measurePageWeight, type PageWeight } from '../support/page-weight';
import { signInAs } from '../support/session';

/**
 * Byte budgets (issue 2, issue 9 §1): deterministic for a given build, so CI enforces them.
 * Timings are measured in bench/, never asserted here.
 */
const HOME_JS_BUDGET = 170 * KB;
const DASHBOARD_JS_BUDGET = 300 * KB;
// A table screen at desktop width adds antd's Table with everything it imports (filters, selection, pagination:
// ~82 KB gzip); on a phone the same screen shows cards and loads none of it.
const TABLE_SCREEN_JS_BUDGET = 420 * KB;

/** One line per script, largest first: what a failed budget prints. */
const jsReport = (weight: PageWeight) => weight.jsFiles.map((f) => `${(f.bytes / KB).toFixed(1)} KB ${new URL(f.url).pathname}`).join('\n');

/** A page in a fresh context holding `role`'s stored session: a signed-in first load with a cold cache. */
async function coldSignedInPage(browser: Browser, role: 'client' | 'cleaner' | 'admin'): Promise<Page> {
  const context = await browser.newContext();
  await signInAs(await context.newPage(), role);
  const state = await context.storageState();
  return (await browser.newContext({ storageState: state })).newPage();
}

test('home page: ≤ 170 KB of JavaScript, no antd, no supabase-js, one copy of each singleton', async ({ page }) => {
  const weight = await measurePageWeight(page, '/');
  const report = jsReport(weight);
  expect(weight.jsBytes, `JS on / (gzip):\n${report}`).toBeLessThanOrEqual(HOME_JS_BUDGET);
  expect(weight.copies).toEqual({ react: 1, 'react-dom': 1, 'styled-components': 1 });
  expect(weight.renderers, 'scripts holding React DOM\'s renderer').toBe(1);
  const loaded = await page.evaluate(() => {
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
    const names = new Set<string>();
    for (const scopes of Object.values(share)) for (const pkgs of Object.values(scopes)) {
      for (const [name, versions] of Object.entries(pkgs)) if (Object.values(versions).some((v) => v.loaded)) names.add(name);
    }
    return [...names];
  });
  expect(loaded).not.toContain('@supabase/supabase-js');
  expect(loaded).not.toContain('@spotless/shared-ui/antd');
});

test('every script a public page runs asks V8 to compile it while it downloads', async ({ page, request }) => {
  // tooling/webpack/compile-hints-plugin.cjs: without the hint, each function compiles on the main thread when first
  // called, inside the start-up tasks that block a phone's first taps.
  const weight = await measurePageWeight(page, '/cleaning-prices');
  expect(weight.jsFiles.length).toBeGreaterThan(5);
  const unhinted: string[] = [];
  for (const file of weight.jsFiles) {
    const body = await (await request.get(file.url)).text();
    if (!body.startsWith('//# allFunctionsCalledOnLoad\n')) unhinted.push(new URL(file.url).pathname);
  }
  expect(unhinted).toEqual([]);
});

for (const role of ['client', 'cleaner', 'admin'] as const) {
  test(`${role} dashboard: ≤ 300 KB of JavaScript, one copy of each singleton`, async ({ browser }) => {
    const weight = await measurePageWeight(await coldSignedInPage(browser, role), `/${role}`);
    const report = jsReport(weight);
    expect(weight.jsBytes, `JS on /${role} (gzip):\n${report}`).toBeLessThanOrEqual(DASHBOARD_JS_BUDGET);
    expect(weight.copies).toEqual({ react: 1, 'react-dom': 1, 'styled-components': 1 });
    expect(weight.renderers, 'scripts holding React DOM\'s renderer').toBe(1);
  });
}

// A list screen loads the antd table, whose helpers import react-dom/client: that subpath must come from the page's
// one copy, not from a second renderer (49 KB gzip) bundled into the area (tooling/federation/shared-singletons.cjs).
for (const [role, path] of [['admin', '/admin/cleaners'], ['client', '/client/bookings'], ['cleaner', '/cleaner/bids/client-bookings']] as const) {
  test(`${path}: one React DOM renderer on a table screen`, async ({ browser }) => {
    const weight = await measurePageWeight(await coldSignedInPage(browser, role), path, {
      settle: async (p) => {
        await expect(p.locator('main')).toBeVisible({ timeout: 20_000 });
        await expect(p.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      },
    });
    const report = jsReport(weight);
    expect(weight.renderers, `scripts holding React DOM's renderer on ${path}:\n${report}`).toBe(1);
    expect(weight.jsBytes, `JS on ${path} (gzip):\n${report}`).toBeLessThanOrEqual(TABLE_SCREEN_JS_BUDGET);
  });
}
