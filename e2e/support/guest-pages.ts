/** Page helpers of the guest journeys (forms are found by their accessible names, as a visitor would). */
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export interface QuoteFormValues {
  service: string;
  name: string;
  phone: string;
  location: string;
  description: string;
  email?: string;
  budget?: string;
}

/** Fills and submits the quote form on the page (or in its modal), waiting for the success toast. */
export async function submitQuoteForm(page: Page, v: QuoteFormValues): Promise<void> {
  const form = page.getByRole('form', { name: 'Request a quote' });
  await form.getByLabel('Service type').selectOption(v.service);
  await form.getByLabel('Full name').fill(v.name);
  await form.getByLabel('Phone number').fill(v.phone);
  if (v.email) await form.getByLabel('Email (optional)').fill(v.email);
  if (v.budget) await form.getByLabel('Budget (optional)').fill(v.budget);
  await form.getByLabel('Location').fill(v.location);
  await form.getByLabel('Description').fill(v.description);
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Quote request submitted successfully!')).toBeVisible();
}

/** Picks an option of a searchable select (combobox) by typing and choosing it. */
export async function chooseFromCombobox(page: Page, label: string, text: string, option = text): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Runs axe on the page and fails on serious or critical violations (listing them). */
export async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A marker unique to one test run, to find the rows a test created among the seed's. */
export function marker(prefix: string): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
}
