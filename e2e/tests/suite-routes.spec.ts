import { expect, test } from '@playwright/test';
import { SPEC_ROUTES } from '../support/spec-routes';

/**
 * Every route the spec names resolves for an anonymous visitor: it renders a screen or redirects
 * to one (signed-in areas send the visitor to /sign), never a "Page not found", never an uncaught error.
 */
test.describe('spec routes', () => {
  for (const route of SPEC_ROUTES) {
    test(`${route} resolves`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
      await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
      // Something meaningful rendered: at least one heading.
      await expect(page.getByRole('heading').first()).toBeVisible();
      if (route === '/test' || route === '/research') expect(new URL(page.url()).pathname).toBe('/');
      expect(errors).toEqual([]);
    });
  }

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page-anywhere');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
