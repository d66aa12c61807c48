import type { Page } from '@playwright/test';

/**
 * Public pages arrive pre-rendered (scripts/snapshot-pages.mjs) and the app replaces that markup when it starts. A
 * test that holds on to an element (scrolling it, reading it once) must wait for the live page, or it may act on
 * markup that is about to be swapped out. Auto-retrying assertions and locator actions do not need this.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await page.locator('[data-snapshot-root]').waitFor({ state: 'detached' });
}
