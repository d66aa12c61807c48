import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SPEC_ROUTES } from '../support/spec-routes';

/**
 * Every route the spec names resolves for an anonymous visitor: it renders a screen or redirects
 * to one (signed-in areas send the visitor to /sign), never a "Page not found", never an uncaught error.
 *
 * The routes are visited in one browser, as a visitor typing one address after another would: the shell and the
 * remotes come from the HTTP cache after the first visit, so each check is about the route, not about downloading
 * the suite again (a fresh browser per route spent most of this file's time on that). Each route is still a full
 * page load of its own, and its own test.
 */
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
});
test.afterAll(async () => {
  await context?.close();
});

test.describe('spec routes', () => {
  for (const route of SPEC_ROUTES) {
    test(`${route} resolves`, async () => {
      const errors: string[] = [];
      const onError = (e: Error) => errors.push(e.message);
      page.on('pageerror', onError);
      try {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
        await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
        // Something meaningful rendered: at least one heading.
        await expect(page.getByRole('heading').first()).toBeVisible();
        if (route === '/test' || route === '/research') expect(new URL(page.url()).pathname).toBe('/');
        expect(errors).toEqual([]);
      } finally {
        page.off('pageerror', onError);
      }
    });
  }

  test('an unknown path shows the 404 page', async () => {
    await page.goto('/no-such-page-anywhere');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
