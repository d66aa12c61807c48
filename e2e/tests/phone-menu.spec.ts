/**
 * One Menu button on a phone (issue 25, item 5), as seeded demo accounts at 390×844: on every cleaner and admin
 * page exactly one menu button shows, and its menu holds both the area's sections and the account links (each page
 * once); Tab stays inside it and Escape closes it with focus back on the button. Client pages keep their one menu.
 * At 1366×800 nothing changed: no menu button, the area's side column and the top bar's links as before.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };

const AREAS = {
  cleaner: {
    menu: 'Cleaner menu',
    sections: ['Home', 'My Profile', 'Dashboard', 'Settings', 'Logout', /^Notification/],
    pages: [
      '/cleaner',
      '/cleaner/profile/public',
      '/cleaner/profile/personal',
      '/cleaner/verification',
      '/cleaner/bids/guest-quotes',
      '/cleaner/bids/guest-bookings',
      '/cleaner/bids/client-quotes',
      '/cleaner/bids/client-bookings',
      '/cleaner/schedules',
      '/cleaner/earnings',
      '/cleaner/notifications',
      '/cleaner/settings',
    ],
  },
  admin: {
    menu: 'Admin menu',
    sections: ['Home', 'Squads DB', 'Client Dashboard', 'Subscriptions Prices', 'Activities DB', 'Prices Dashboard', 'Notifications', /^chats/, 'Logout'],
    pages: [
      '/admin',
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
      '/admin/standby',
      '/admin/notifications',
      '/admin/chats',
      '/admin/message-reports',
    ],
  },
  super_admin: {
    menu: 'Admin menu',
    sections: ['Home', 'Squads DB', 'Activities DB', /^chats/, 'Audit log', 'Admins', 'Logout'],
    pages: ['/admin', '/admin/audit', '/admin/admins'],
  },
} as const;

test.describe.configure({ timeout: 240_000 });

/** Buttons a person sees whose name says "menu" (the top bar's Menu, an area's "☰ Menu" or "Admin menu"). */
const menuButtons = (page: Page) => page.getByRole('button', { name: /menu/i }).filter({ visible: true });

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  // The verification reminder is a dialog over a cleaner's pages; it is not what is checked here.
  const later = page.getByRole('button', { name: 'Do It Later' });
  if (await later.isVisible()) await later.click();
}

/** The one menu on a phone: sections first, then the account links, each page once; Escape closes it. */
async function checkPhoneMenu(page: Page, path: string, area: (typeof AREAS)[keyof typeof AREAS]): Promise<void> {
  await expect(menuButtons(page), `${path}: one menu button`).toHaveCount(1);
  const button = menuButtons(page).first();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // Closed, the area's entries are nowhere on screen.
  await expect(page.getByRole('navigation', { name: area.menu })).toHaveCount(0);

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  const sections = menu.getByRole('navigation', { name: area.menu });
  for (const name of area.sections) await expect(sections.getByRole('link', { name, exact: true }), `${path}: ${String(name)}`).toBeVisible();
  // The cleaner's dashboard (/cleaner) belongs to no section; every other page marks its own.
  await expect(sections.locator('[aria-current="page"]'), `${path}: the current section is marked`).toHaveCount(path === '/cleaner' ? 0 : 1);
  await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Notifications, / })).toBeVisible();
  // Logout is both a section and a top-bar link: shown once.
  await expect(menu.getByRole('link', { name: 'Logout' }).filter({ visible: true })).toHaveCount(1);
  // Still one menu button with the menu open (it now reads "Close menu").
  await expect(menuButtons(page)).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(page.getByRole('navigation', { name: area.menu })).toHaveCount(0);
}

for (const role of ['cleaner', 'admin', 'super_admin'] as const) {
  test(`${role}: one menu button on every page at 390 px, holding the sections and the account links`, async ({ page }) => {
    const area = AREAS[role];
    await page.setViewportSize(PHONE);
    await signInAs(page, role);
    for (const path of area.pages) {
      await open(page, path);
      await checkPhoneMenu(page, path, area);
    }
  });
}

test('cleaner at 390 px: the menu is reachable and left by keyboard alone, and a section opens its page', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, 'cleaner');
  await open(page, '/cleaner');
  const button = menuButtons(page).first();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const header = page.getByRole('banner');
  const axe = await new AxeBuilder({ page }).include('header').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  // Shift+Tab from the button goes round to the menu's last entry, Tab from there back to the button.
  await page.keyboard.press('Shift+Tab');
  const inMenu = () => header.evaluate((el) => el.querySelector('nav')!.contains(document.activeElement));
  expect(await inMenu()).toBe(true);
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  // Forward through every entry: focus never leaves the button and the menu.
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    expect(await header.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await button.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();

  await button.click();
  await header.getByRole('navigation', { name: 'Cleaner menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/cleaner\/settings$/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('client at 390 px: still one menu button, with the top bar links and no area sections', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, 'client');
  for (const path of ['/client', '/client/bookings', '/account']) {
    await open(page, path);
    await expect(menuButtons(page), path).toHaveCount(1);
    await menuButtons(page).first().click();
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    for (const name of ['Dashboard', 'Bookings', 'Quotes', 'Account', 'Logout']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(menu.getByRole('navigation')).toHaveCount(0);
    await page.keyboard.press('Escape');
  }
});

for (const role of ['cleaner', 'admin'] as const) {
  test(`${role} at 1366 px: unchanged, no menu button, the side column and the top bar links`, async ({ page }) => {
    const area = AREAS[role];
    await page.setViewportSize(LAPTOP);
    await signInAs(page, role);
    for (const path of area.pages.slice(0, 3)) {
      await open(page, path);
      await expect(menuButtons(page), path).toHaveCount(0);
      const side = page.getByRole('main').getByRole('navigation', { name: area.menu });
      await expect(side).toBeVisible();
      const banner = page.getByRole('banner');
      for (const name of ['Home', 'About', 'Dashboard', 'Account', 'Logout']) await expect(banner.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(banner.getByRole('navigation', { name: area.menu })).toHaveCount(0);
    }
  });
}
