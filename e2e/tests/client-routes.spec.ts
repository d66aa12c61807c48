/**
 * The client area's routes and quality bars: every client path of tooling/federation/area-routes.ts and every spec
 * path that redirects to it renders its tab; the dashboard works at 360 px without horizontal scrolling; axe finds
 * no serious or critical issues on each tab; the Profile tab edits name and phone (stored in +234 form).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';
import { expectToast } from '../support/client-pages';

test.describe.configure({ mode: 'serial' });

const CLIENT = 'client03@demo.spotless.ng';

/** Area path (or spec path) → the dashboard tab and, for Bookings, the sub-tab that must be selected. */
const ROUTES: Array<{ path: string; url: RegExp; tab: string; sub?: string; heading?: string }> = [
  { path: '/client', url: /\/client$/, tab: 'Profile', heading: 'My Profile' },
  { path: '/client/profile', url: /\/client\/profile$/, tab: 'Profile', heading: 'My Profile' },
  { path: '/client/bookings', url: /\/client\/bookings$/, tab: 'Bookings', sub: 'Cleaners Booking Center', heading: 'My Cleaners Bookings' },
  { path: '/client/bookings/book', url: /\/client\/bookings\/book$/, tab: 'Bookings', sub: 'Cleaners Booking Center', heading: 'Search & Book a Cleaning Service' },
  { path: '/client/quotes', url: /\/client\/quotes$/, tab: 'Bookings', sub: 'Approved Bids', heading: 'Your Requests and Bids' },
  { path: '/client/quotes/new', url: /\/client\/quotes\/new$/, tab: 'Bookings', sub: 'Request Cleaning Quote', heading: 'Request Cleaning Quote' },
  { path: '/client/quotes/approved', url: /\/client\/quotes\/approved$/, tab: 'Bookings', sub: 'Approved Bids', heading: 'Approved Bids' },
  { path: '/client/schedules', url: /\/client\/schedules$/, tab: 'Schedules & Payments', heading: 'Your Schedules' },
  { path: '/client/payments', url: /\/client\/payments$/, tab: 'Schedules & Payments', heading: 'Payment History' },
  { path: '/client/notifications', url: /\/client\/notifications$/, tab: 'Notifications', heading: 'Notifications' },
  { path: '/client/reviews', url: /\/client\/reviews$/, tab: 'Pending Reviews', heading: 'Pending Reviews' },
  { path: '/clientdashboard', url: /\/client$/, tab: 'Profile' },
  { path: '/client-profile', url: /\/client\/profile$/, tab: 'Profile' },
  { path: '/booking-section', url: /\/client\/bookings$/, tab: 'Bookings', sub: 'Cleaners Booking Center' },
  { path: '/booking-db', url: /\/client\/bookings$/, tab: 'Bookings', sub: 'Cleaners Booking Center' },
  { path: '/client-payments', url: /\/client\/payments$/, tab: 'Schedules & Payments' },
  { path: '/quotes-db', url: /\/client\/quotes$/, tab: 'Bookings', sub: 'Approved Bids' },
  { path: '/approved-bids', url: /\/client\/quotes\/approved$/, tab: 'Bookings', sub: 'Approved Bids' },
  { path: '/clients-notifications', url: /\/client\/notifications$/, tab: 'Notifications' },
  { path: '/prompt-review', url: /\/client\/reviews$/, tab: 'Pending Reviews' },
];

let page: Page;

test.beforeAll(async ({ browser }) => {
  // AxeBuilder needs a page of an explicit context.
  page = await (await browser.newContext()).newPage();
  await signInAs(page, 'client', CLIENT);
});
test.afterAll(async () => {
  await page?.context().close();
});

for (const route of ROUTES) {
  test(`${route.path} renders its tab`, async () => {
    await page.goto(route.path);
    await expect(page, route.path).toHaveURL(route.url);
    await expect(page.getByRole('navigation', { name: 'Client dashboard' }).getByRole('link', { name: new RegExp(`^${route.tab.replace(/[&]/g, '\\$&')}`) }), route.path).toHaveAttribute('aria-current', 'page');
    if (route.sub) await expect(page.getByRole('navigation', { name: 'Bookings sections' }).getByRole('link', { name: route.sub }), route.path).toHaveAttribute('aria-current', 'page');
    if (route.heading) await expect(page.getByRole('heading', { name: route.heading, exact: true }).first(), route.path).toBeVisible();
  });
}

test('at 360 px every tab fits the screen and axe finds no serious or critical issues', async () => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 760 });
  for (const path of ['/client/profile', '/client/bookings', '/client/quotes/approved', '/client/quotes/new', '/client/schedules', '/client/notifications', '/client/reviews']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Client Dashboard' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), path).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
});

test('Profile: Update Profile saves the name and stores the phone in +234 form', async () => {
  await page.goto('/client/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel(/^Phone/).fill('0803 123 45');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Please enter a valid Nigerian phone number.')).toBeVisible();
  await page.getByLabel(/^Full name/).fill('Bisi Adeyemi');
  await page.getByLabel(/^Phone/).fill('0809 876 5432');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expectToast(page, 'Profile updated successfully');
  await expect(page.getByTestId('profile-details')).toContainText('+2348098765432');
  await expect(page.getByTestId('dashboard-greeting')).toHaveText('Welcome, Bisi!');
});
