/** Page helpers of the cleaner area (mfe-cleaner) for the e2e journeys. */
import { expect, type Page } from '@playwright/test';
import { confirmRegistration } from './session';

/** Waits for a toast with exactly this text (toasts are role=status/alert in the shell's toaster). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** Opens a profile tab and switches it to edit mode. */
export async function editProfileTab(page: Page, path: string, section: string): Promise<void> {
  await page.goto(`/cleaner/profile/${path}`);
  await page.getByRole('button', { name: `Edit ${section}` }).click();
}

/** Registers a new cleaner through the shell's /register screen; lands on /cleaner. */
export async function registerCleaner(page: Page, user: { fullName: string; email: string; phone: string; password: string }): Promise<void> {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Cleaner', exact: true }).click();
  await page.getByLabel('Full name').fill(user.fullName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Phone').fill(user.phone);
  await page.getByLabel(/^Password/).fill(user.password);
  // Spec §5: address is required for cleaners (the form may ask for it).
  const address = page.getByLabel(/^Address/);
  if (await address.count()) await address.fill('14 Allen Avenue, Ikeja');
  await page.getByRole('button', { name: /sign up|register|create/i }).click();
  await confirmRegistration(page, 'cleaner', user.email);
}

/**
 * Navigates to `path` and waits until the page's Realtime channel for `table` delivers changes: the server's
 * phx_reply lists that table's postgres_changes binding, and then its `system` message (extension postgres_changes,
 * status ok) says the subscription is live. A change made after that is pushed rather than racing the subscription.
 */
export async function gotoWithRealtime(page: Page, path: string, table: string): Promise<void> {
  const live = new Promise<void>((resolve) => {
    const joinedTopics = new Set<string>();
    page.on('websocket', (ws) => {
      ws.on('framereceived', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
        const message = parseRealtimeFrame(text);
        if (!message) return;
        const payload = JSON.stringify(message.payload ?? {});
        if (message.event === 'phx_reply' && payload.includes('"status":"ok"') && payload.includes(`"table":"${table}"`)) joinedTopics.add(message.topic);
        if (message.event === 'system' && joinedTopics.has(message.topic) && payload.includes('"extension":"postgres_changes"') && payload.includes('"status":"ok"')) resolve();
      });
    });
  });
  await page.goto(path);
  await live;
}

/** A Realtime frame in either serializer: v1 objects ({topic, event, payload}) or v2 arrays ([join, ref, topic, event, payload]). */
function parseRealtimeFrame(text: string): { topic: string; event: string; payload: unknown } | undefined {
  try {
    const data: unknown = JSON.parse(text);
    if (Array.isArray(data)) return { topic: String(data[2]), event: String(data[3]), payload: data[4] };
    if (data && typeof data === 'object') {
      const { topic, event, payload } = data as Record<string, unknown>;
      return { topic: String(topic), event: String(event), payload };
    }
  } catch {
    // Not JSON (binary broadcast frames): not ours.
  }
  return undefined;
}
