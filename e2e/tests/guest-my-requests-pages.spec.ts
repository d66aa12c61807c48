/**
 * Issue 25 for a guest: My requests comes a page at a time with the total under each list and the page in the URL
 * (a reload keeps it), and a request is found by the reference shown on it, typed as people type it.
 */
import { expect, test, type Page } from '@playwright/test';
import { marker, submitQuoteForm } from '../support/guest-pages';
import { serviceClient } from '../support/security-stack';

/** The anonymous guest's user id, from the session supabase-js keeps in localStorage. */
async function guestId(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^sb-.*-auth-token$/.test(k));
    return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token ?? '';
  });
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: string; is_anonymous?: boolean };
  expect(payload.is_anonymous).toBe(true);
  return payload.sub ?? '';
}

test("a guest pages their requests with the total, keeps the page on reload, and finds one by its reference", async ({ page }) => {
  const tag = marker('paged');
  await page.goto('/request-quote');
  await submitQuoteForm(page, {
    service: 'Deep Cleaning',
    name: 'Pager Guest',
    phone: '0803 555 0202',
    location: 'Surulere, Lagos',
    description: `The first of many requests (${tag}).`,
  });
  const id = await guestId(page);
  // 21 later requests of the same guest: the first one moves to page 2 (newest first).
  const service = await serviceClient();
  const rows = Array.from({ length: 21 }, (_, i) => ({
    requester_id: id,
    requester_kind: 'guest',
    service_type: 'House Cleaning',
    location: `${i + 1} Adeniran Ogunsanya Street, Surulere`,
    description: `Later request ${i + 1} (${tag}).`,
  }));
  const inserted = await service.from('quote_requests').insert(rows);
  expect(inserted.error).toBeNull();

  await page.goto('/my-requests');
  const pager = page.getByRole('navigation', { name: 'Quote requests pages' });
  await expect(pager.getByTestId('pager-total')).toHaveText('1–20 of 22');
  await expect(page.getByTestId('quote-request')).toHaveCount(20);
  const first = page.getByTestId('quote-request').filter({ hasText: 'Deep Cleaning in Surulere, Lagos' });
  await expect(first).toHaveCount(0);

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]quotes-page=2\b/);
  await expect(pager.getByTestId('pager-total')).toHaveText('21–22 of 22');
  await expect(first).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Quote requests pages' }).getByTestId('pager-total')).toHaveText('21–22 of 22');
  await expect(first).toBeVisible();

  // The reference on the request, typed in lower case without its dash, finds it alone, from page 1.
  const reference = ((await first.getByTestId('reference').textContent()) ?? '').replace(/^Ref\s+/, '');
  expect(reference).toMatch(/^QR-[0-9A-F]{8}$/);
  await page.getByRole('searchbox', { name: /Find by reference/ }).fill(reference.toLowerCase().replace('-', ''));
  await expect(page).toHaveURL(new RegExp(`[?&]q=${reference.toLowerCase().replace('-', '')}$`));
  await expect(page.getByTestId('quote-request')).toHaveCount(1);
  await expect(first).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quote requests pages' }).getByTestId('pager-total')).toHaveText('1–1 of 1');
  await expect(page.getByText('No bookings found.')).toBeVisible();
});
