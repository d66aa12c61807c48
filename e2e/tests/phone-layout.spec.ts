/**
 * Issue 26 on a 390 px phone: the floating Chat button leaves the page's content reachable, the carousels' controls
 * stay on one row, and the old slide addresses open the home page at their sections.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_CLEANER, signedInAs } from '../support/guest-api';
import { waitForLivePage } from '../support/live-page';

test.use({ viewport: { width: 390, height: 844 } });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The links and buttons of the page's main content and footer that sit under `button`, at the end of the page. */
async function coveredAtTheEnd(page: Page, button: Locator): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(100); // one frame for the scroll to settle
  const chat = (await button.boundingBox())!;
  const covered: string[] = [];
  for (const el of await page.locator('main a:visible, main button:visible, footer a:visible, footer button:visible').all()) {
    const box = await el.boundingBox();
    // The chat button itself (and what it holds) is not covered by it.
    const itself = box && box.x >= chat.x - 1 && box.y >= chat.y - 1 && box.x + box.width <= chat.x + chat.width + 1 && box.y + box.height <= chat.y + chat.height + 1;
    if (box && box.height > 0 && !itself && overlaps(box, chat)) covered.push((await el.textContent())?.trim() || '(unnamed)');
  }
  return covered;
}

test('the Chat button covers nothing at the end of the home page, and is a round icon there', async ({ page }) => {
  await page.goto('/');
  await waitForLivePage(page);
  // The floating launcher (the footer has a Chat with us link too).
  const chat = page.locator('a[aria-label="Chat with us"]');
  await expect(chat).toBeVisible();
  const box = (await chat.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(56);
  expect(await coveredAtTheEnd(page, chat)).toEqual([]);
});

test('a cleaner profile: the Chat button covers nothing at the end of the page', async ({ page }) => {
  const cleaner = await signedInAs(DEMO_CLEANER);
  await page.goto(`/cleaners/${(await cleaner.auth.getUser()).data.user!.id}`);
  await expect(page.getByText('Availability', { exact: true })).toBeVisible();
  expect(await coveredAtTheEnd(page, page.getByRole('button', { name: 'Chat with us' }))).toEqual([]);
});

test('carousel controls stay on one row', async ({ page }) => {
  await page.goto('/');
  // The controls are measured once: on the live page, not on the pre-rendered markup it is about to replace.
  await waitForLivePage(page);
  for (const name of ['Our Work Speaks Volume', 'Explore Our Cleaning Offerings']) {
    const carousel = page.getByRole('region', { name });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await next.scrollIntoViewIfNeeded();
    const previous = (await carousel.getByRole('button', { name: 'Previous slide' }).boundingBox())!;
    const last = (await next.boundingBox())!;
    expect(Math.abs(previous.y - last.y), name).toBeLessThan(2);
  }
});

test('/services-slides and /offering-slides open the home page at their sections', async ({ page }) => {
  for (const [path, heading] of [
    ['/services-slides', 'Our Work Speaks Volume'],
    ['/offering-slides', 'Explore Our Cleaning Offerings'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/#(our-work|offerings)$/);
    await expect(page.getByRole('heading', { name: heading })).toBeInViewport();
  }
});
