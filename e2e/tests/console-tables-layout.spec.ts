/**
 * Every table screen of the client, cleaner and admin areas (issue 25, item 5), as seeded demo accounts:
 * - at 390×844 the rows are cards: no table, no sideways page scroll, every button on screen, no text cut;
 * - at 1366×800 the tables stay tables and no button in them is off screen or hidden under the table's edge
 *   (the action columns are pinned), and no cell cuts its text.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';

const TABLE_SCREENS = {
  client: ['/client/bookings', '/client/quotes', '/client/quotes/approved', '/client/schedules', '/client/payments'],
  cleaner: [
    '/cleaner/bids/guest-quotes',
    '/cleaner/bids/guest-bookings',
    '/cleaner/bids/client-quotes',
    '/cleaner/bids/client-bookings',
    '/cleaner/schedules',
    '/cleaner/earnings',
  ],
  admin: [
    '/admin/activities/guest-bookings',
    '/admin/activities/guest-bids',
    '/admin/activities/guest-quotes',
    '/admin/activities/client-quotes',
    '/admin/activities/approved-quotes',
    '/admin/activities/client-bookings',
    '/admin/cleaners',
    '/admin/verification',
    '/admin/reviews',
    '/admin/payments',
    '/admin/clients',
    '/admin/match',
    '/admin/subscriptions',
    '/admin/prices',
    '/admin/subscription-prices',
  ],
} as const;

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };

test.describe.configure({ timeout: 240_000 });

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  // Lists load after the page shows (some without a loading state of their own): let the requests finish.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(/^Loading .*…$/)).toHaveCount(0, { timeout: 15_000 });
  // The verification reminder is a dialog over a cleaner's pages; it is not what is measured here.
  const later = page.getByRole('button', { name: 'Do It Later' });
  if (await later.isVisible()) await later.click();
}

/** Problems on a phone: tables, sideways scrolling, buttons past the edge, text cut inside the cards. */
function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (overflow > 0) found.push(`page scrolls sideways by ${overflow}px`);
    for (const table of Array.from(document.querySelectorAll('main table'))) {
      if (visible(table) && !table.closest('.ant-picker-dropdown')) found.push(`a table is shown: ${table.querySelector('caption')?.textContent ?? ''}`);
    }
    for (const button of Array.from(document.querySelectorAll('main button, main a[role="button"]'))) {
      if (!visible(button)) continue;
      const r = button.getBoundingClientRect();
      if (r.left < 0 || r.right > window.innerWidth + 0.5) found.push(`button "${button.textContent}" is off screen (${Math.round(r.left)}–${Math.round(r.right)})`);
    }
    for (const cell of Array.from(document.querySelectorAll('main li dd, main li dt'))) {
      if (visible(cell) && cell.scrollWidth > cell.clientWidth + 1) found.push(`text cut: "${cell.textContent}"`);
    }
    return found;
  });
}

/** Problems at 1366 px: a button in a table outside the window or outside its table's visible part; cut cells. */
function laptopProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const table of Array.from(document.querySelectorAll('main table'))) {
      const box = table.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // The part of the table one can see: antd's scrolling container, or the table itself.
      const port = (table.closest('.ant-table-content, .ant-table-body') ?? table).getBoundingClientRect();
      for (const button of Array.from(table.querySelectorAll('tbody button, tbody a[role="button"]'))) {
        const r = button.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.right > window.innerWidth + 0.5 || r.left < 0) found.push(`button "${button.textContent}" is past the window's edge`);
        else if (r.right > port.right + 0.5 || r.left < port.left - 0.5) found.push(`button "${button.textContent}" is hidden past the table's edge`);
      }
      for (const cell of Array.from(table.querySelectorAll('tbody td'))) {
        if (cell.classList.contains('ant-table-selection-column')) continue;
        if (cell.scrollWidth > cell.clientWidth + 1 && getComputedStyle(cell).overflow !== 'visible') found.push(`cell cut: "${cell.textContent}"`);
      }
    }
    return found;
  });
}

for (const [role, paths] of Object.entries(TABLE_SCREENS) as Array<[keyof typeof TABLE_SCREENS, readonly string[]]>) {
  test(`${role}: table screens are cards at 390 px and keep their buttons on screen at 1366 px`, async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await signInAs(page, role);
    const problems: string[] = [];
    let cardsSeen = 0;
    for (const path of paths) {
      await page.setViewportSize(PHONE);
      await settle(page, path);
      problems.push(...(await phoneProblems(page)).map((p) => `390 px ${path}: ${p}`));
      cardsSeen += await page.locator('main section[aria-labelledby] li').count();

      await page.setViewportSize(LAPTOP);
      await settle(page, path);
      problems.push(...(await laptopProblems(page)).map((p) => `1366 px ${path}: ${p}`));
    }
    expect(problems).toEqual([]);
    // The demo data gives every area rows somewhere: the cards were really drawn, not only empty texts.
    expect(cardsSeen).toBeGreaterThan(0);
  });
}
