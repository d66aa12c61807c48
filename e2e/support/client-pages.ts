/** Page helpers of the client journeys (shell registration, the client dashboard's residence pop-up, toasts). */
import { expect, type Locator, type Page } from '@playwright/test';
import { confirmRegistration } from './session';

export interface NewClient {
  fullName: string;
  email: string;
  phone: string;
  password: string;
}

/** Registers through the shell's /register (choose Client) and waits for /client. */
export async function registerClient(page: Page, user: NewClient): Promise<void> {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Client', exact: true }).click();
  await page.getByLabel('Full name').fill(user.fullName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Phone').fill(user.phone);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: /sign up|register|create/i }).click();
  await confirmRegistration(page, 'client', user.email);
}

/** Picks an option of a searchable select by typing part of it. */
export async function chooseSearchable(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: text, exact: true }).click();
}

/** A toast (or any visible text) with exactly this text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** Types a value into an antd date or time picker and confirms it. */
export async function fillPicker(scope: Page | Locator, label: string, value: string): Promise<void> {
  // Required fields' labels end with a marker, hence the prefix match.
  const input = scope.getByLabel(new RegExp(`^${label}`));
  await input.click();
  await input.fill(value);
  // Tab commits the typed value and leaves the picker (Enter would also submit the surrounding form).
  await input.press('Tab');
  await expect(input).toHaveValue(value);
}
