import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, signedInAs } from '../support/guest-api';
import { waitForLivePage } from '../support/live-page';

/** Marketing pages (issue 5): carousels, FAQ, partnership enquiries, the estimator's reset, accessibility. */

function carousel(page: Page, name: string): Locator {
  return page.getByRole('region', { name }).filter({ has: page.getByRole('button', { name: 'Next slide' }) }).first();
}

/** Index of the current dot (aria-current) of a carousel. */
async function currentSlide(c: Locator): Promise<number> {
  const dots = c.getByRole('button', { name: /^Go to slide / });
  const count = await dots.count();
  for (let i = 0; i < count; i += 1) if ((await dots.nth(i).getAttribute('aria-current')) === 'true') return i;
  return -1;
}

test.describe('home carousels', () => {
  test('autoplay every 3 s, loop, arrows and dots (Our Work Speaks Volume)', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForLivePage(page);
    const work = carousel(page, 'Our Work Speaks Volume');
    await work.scrollIntoViewIfNeeded();
    // 8 photos, 3 per view from 1024 px: positions 0..5.
    await expect(work.getByRole('button', { name: /^Go to slide / })).toHaveCount(6);
    await expect(work.getByRole('group', { name: '1 of 8', includeHidden: true })).toBeVisible();
    expect(await currentSlide(work)).toBe(0);
    await page.mouse.move(0, 0); // the pointer outside: hovering pauses autoplay
    await page.clock.runFor(3000);
    await expect.poll(() => currentSlide(work)).toBe(1);
    await page.clock.runFor(3000);
    await expect.poll(() => currentSlide(work)).toBe(2);

    await work.getByRole('button', { name: 'Go to slide 5' }).click();
    await expect.poll(() => currentSlide(work)).toBe(4);
    await work.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => currentSlide(work)).toBe(5);
    await work.getByRole('button', { name: 'Next slide' }).click(); // loops
    await expect.poll(() => currentSlide(work)).toBe(0);
    await work.getByRole('button', { name: 'Previous slide' }).click(); // loops back
    await expect.poll(() => currentSlide(work)).toBe(5);

    const images = work.locator('img');
    await expect(images).toHaveCount(16);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('loading', 'lazy');
      expect(await img.getAttribute('alt')).toMatch(/(before|after) cleaning/);
    }
  });

  test('offerings: eight services with their line, one slide below 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const offerings = carousel(page, 'Explore Our Cleaning Offerings');
    await expect(offerings.getByRole('button', { name: /^Go to slide / })).toHaveCount(8);
    const first = offerings.getByRole('group', { name: '1 of 8', includeHidden: true });
    const last = offerings.getByRole('group', { name: '8 of 8', includeHidden: true });
    await expect(first).toContainText('High-quality Post-construction Cleaning to ensure cleanliness and comfort.');
    await expect(last).toContainText('High-quality Stay-in Cleaner to ensure cleanliness and comfort.');
    // Slides out of view are hidden from assistive technology and from Tab (inert).
    await expect(first).not.toHaveAttribute('aria-hidden', 'true');
    await expect(last).toHaveAttribute('aria-hidden', 'true');
    await offerings.getByRole('button', { name: 'Go to slide 8' }).click();
    await expect(last).not.toHaveAttribute('aria-hidden', 'true');
    await expect(first).toHaveAttribute('aria-hidden', 'true');
  });

  test('keyboard: arrows move the carousel and autoplay stops while focus is inside', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForLivePage(page);
    const offerings = carousel(page, 'Explore Our Cleaning Offerings');
    await offerings.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => currentSlide(offerings)).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentSlide(offerings)).toBe(2);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentSlide(offerings)).toBe(1);
    await page.clock.runFor(9000); // focus inside: no autoplay
    expect(await currentSlide(offerings)).toBe(1);
  });
});

test('FAQ: one item open at a time, clicking the open one closes it, keyboard works', async ({ page }) => {
  await page.goto('/');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const first = faq.getByRole('button', { name: 'How are the cleaning service providers vetted?' });
  const second = faq.getByRole('button', { name: 'What happens when I request a quote?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(/background checks, skill assessments and reviews/)).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText(/background checks, skill assessments and reviews/)).toBeHidden();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);

  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
});

test('verified cleaners load when scrolled into view, not during the first load', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/', { waitUntil: 'networkidle' });
  await waitForLivePage(page);
  const section = page.getByRole('region', { name: 'Meet Our Verified Cleaners' });
  await expect(section.getByRole('article')).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await page.getByRole('link', { name: 'Find a Cleaner near you' }).scrollIntoViewIfNeeded();
  await expect(section.getByRole('article').first()).toBeVisible();
  await expect(section.getByRole('article').first()).toContainText('Verified cleaner');
  expect(await section.getByRole('article').count()).toBeGreaterThan(0);
});

test('partnership enquiry: keyboard, Cancel and Escape close the modal; a submitted enquiry is stored', async ({ page }) => {
  const organization = `Lekki Builders ${Date.now()}`;
  await page.goto('/partners');
  await waitForLivePage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner With Us' })).toBeVisible();
  const open = page.getByRole('button', { name: 'Partner with Us: Schools' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Partner with Us: Schools' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await page.getByRole('button', { name: 'Partner with Us: Schools' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Partner with Us: Construction Companies' }).click();
  const form = page.getByRole('dialog', { name: 'Partner with Us: Construction Companies' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('This field is required.').first()).toBeVisible();
  await form.getByLabel(/^Organization Name/).fill(organization);
  await form.getByLabel(/^Address/).fill('12 Admiralty Way, Lekki Phase 1, Lagos');
  await form.getByLabel(/^Contact Number/).fill('0803 123 4567');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Form submitted successfully!')).toBeVisible();
  await expect(form).toBeHidden();

  const admin = await signedInAs(DEMO_ADMIN);
  const { data, error } = await admin.from('partnership_enquiries').select('organization_name, address, contact_number, email, partner_type').eq('organization_name', organization);
  expect(error).toBeNull();
  expect(data).toEqual([
    { organization_name: organization, address: '12 Admiralty Way, Lekki Phase 1, Lagos', contact_number: '+2348031234567', email: null, partner_type: 'Construction Companies' },
  ]);
});

test('subscription price checker: Check Price shows the plan, choices clear after 50 s without input', async ({ page }) => {
  await page.clock.install();
  await page.goto('/subscription');
  await waitForLivePage(page);
  const checker = page.getByRole('form', { name: 'Check a monthly subscription price' });
  await checker.scrollIntoViewIfNeeded();
  await checker.getByLabel('Building Type').selectOption('residential');
  await checker.getByLabel('Number of Rooms').selectOption('1');
  await expect(checker.getByLabel('Frequency').locator('option', { hasText: /^Weekly$/ })).toHaveCount(1);
  await checker.getByLabel('Frequency').selectOption({ label: 'Weekly' });
  await checker.getByRole('button', { name: 'Check Price' }).click();
  // Seed: residential, 1 room, weekly: ₦36,000 with 10 % off.
  const card = page.getByTestId('plan-card');
  await expect(card.getByRole('heading')).toHaveText('Monthly Subscription For 1 room Residential (Weekly)');
  await expect(card).toContainText('₦32,400.00 / month');
  await page.clock.runFor(40_000);
  await expect(checker.getByLabel('Building Type')).toHaveValue('residential');
  await checker.getByLabel('Number of Rooms').selectOption('2'); // input restarts the countdown
  await page.clock.runFor(40_000);
  await expect(checker.getByLabel('Number of Rooms')).toHaveValue('2');
  await page.clock.runFor(11_000);
  await expect(checker.getByLabel('Building Type')).toHaveValue('');
  await expect(checker.getByLabel('Number of Rooms')).toHaveValue('');
  await expect(checker.getByLabel('Frequency')).toHaveValue('');
  await expect(card).toHaveCount(0);
});

for (const path of ['/', '/about', '/privacy-policy', '/terms', '/subscription', '/partners']) {
  test(`axe: no serious or critical violations on ${path} (360 px and desktop)`, async ({ page }) => {
    for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, `horizontal scroll at ${viewport.width} px`).toBe(false);
    }
  });
}
