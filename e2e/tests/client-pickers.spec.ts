/**
 * Date and time pickers on a phone with "remove animations" on (prefers-reduced-motion, common on mid-range Android):
 * they open on screen and a date and a time can be chosen by tapping; Escape in an open picker closes the picker and
 * keeps the Add Schedule pop-up with what was typed (issue 25).
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signInAs } from '../support/session';

const PHONE = { width: 390, height: 844 };

async function phoneWithoutMotion(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce', hasTouch: true, isMobile: true });
  return context.newPage();
}

/** The open picker's pop-up, and a check that all of it lies inside the viewport. */
async function openPopupOnScreen(page: Page, kind: 'date' | 'time'): Promise<Locator> {
  const popup = page.locator(`.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)`).filter({ has: page.locator(kind === 'date' ? '.ant-picker-date-panel' : '.ant-picker-time-panel') });
  await expect(popup).toBeVisible();
  const box = (await popup.boundingBox())!;
  // antd lines the pop-up's edge up with the field's border: a pixel past the screen's edge is its placement.
  expect(box.x).toBeGreaterThanOrEqual(-2);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  return popup;
}

test('with reduced motion on a 390 px phone, the date picker opens on screen and can be used', async ({ browser }) => {
  const page = await phoneWithoutMotion(browser);
  await signInAs(page, 'client');
  await page.goto('/client/schedules');
  await page.getByRole('button', { name: 'Add Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Schedule' });

  await dialog.getByLabel(/^Date/).click();
  const dates = await openPopupOnScreen(page, 'date');
  await dates.getByRole('button', { name: /next month/i }).first().click();
  await dates.locator('td.ant-picker-cell-in-view').filter({ hasText: /^15$/ }).click();
  await expect(dialog.getByLabel(/^Date/)).toHaveValue(/^\d{4}-\d{2}-15$/);
  // The time is a two-hour slot (issue 27): a native select, no picker pop-up to keep on screen.
  await dialog.getByLabel(/^Time slot/).selectOption('10:00');
  await expect(dialog.getByLabel(/^Time slot/)).toHaveValue('10:00');
  await page.context().close();
});

test('Escape in an open picker closes the picker only; the pop-up keeps what was typed', async ({ browser }) => {
  const page = await phoneWithoutMotion(browser);
  await signInAs(page, 'client');
  await page.goto('/client/schedules');
  await page.getByRole('button', { name: 'Add Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Schedule' });
  await dialog.getByLabel('Location (optional)').fill('14 Awolowo Road');

  await dialog.getByLabel(/^Date/).click();
  await openPopupOnScreen(page, 'date');
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Location (optional)')).toHaveValue('14 Awolowo Road');
  // Nothing is open any more: Escape now closes the pop-up, as it always did.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.context().close();
});
