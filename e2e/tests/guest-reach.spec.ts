import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_AREA_PATHS } from '../../tooling/federation/area-routes';
import { waitForLivePage } from '../support/live-page';

/**
 * Issue 26: every guest page (and every public page) is at most two clicks from home, for a visitor who is not signed
 * in. Walks the links of the live pages breadth-first from / (same origin only) and matches what it reached against
 * the route table the shell hands to the public areas (tooling/federation/area-routes.ts).
 */

const MAX_CLICKS = 2;
/**
 * A visitor's own chat exists once they start one (a button, not a link), and a booking's page once they book (linked
 * from My requests): neither is a page to find.
 */
const PER_VISITOR = ['/chat/:id', '/my-requests/bookings/:bookingId'];

function toPattern(route: string): RegExp {
  return new RegExp(`^${route.replace(/:[a-z]+/gi, '[^/]+')}$`);
}

async function linksOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await waitForLivePage(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Sections that mount when scrolled to (the home page's cleaners and plans) add their links once seen: scroll down
  // half a screen per two frames, so each comes into view.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
  });
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href]'), (a) => new URL((a as HTMLAnchorElement).href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname.replace(/\/+$/, '') || '/'),
  );
}

test('every public page, guest pages first, is within two clicks of home', async ({ page }) => {
  test.setTimeout(180_000);
  const clicks = new Map<string, number>([['/', 0]]);
  let frontier = ['/'];
  for (let depth = 1; depth <= MAX_CLICKS; depth++) {
    const next: string[] = [];
    for (const path of frontier) {
      for (const target of await linksOf(page, path)) {
        if (clicks.has(target)) continue;
        clicks.set(target, depth);
        next.push(target);
      }
    }
    // Pages beyond two clicks are never opened: only public pages need following (signed-in areas redirect to /sign).
    frontier = next.filter((path) => [...PUBLIC_AREA_PATHS.marketing, ...PUBLIC_AREA_PATHS.guest].some((route) => toPattern(route).test(path)));
  }
  const reached = [...clicks.keys()];
  const unreachable = [...PUBLIC_AREA_PATHS.guest, ...PUBLIC_AREA_PATHS.marketing]
    .filter((route) => !PER_VISITOR.includes(route))
    .filter((route) => !reached.some((path) => toPattern(route).test(path)));
  expect(unreachable, `reached within ${MAX_CLICKS} clicks: ${reached.join(', ')}`).toEqual([]);
  for (const guestPage of ['/cleaning-prices', '/my-requests', '/book', '/chat']) expect(clicks.get(guestPage)).toBe(1);
});
