import type { Locator } from '@playwright/test';

/**
 * Picks the first free two-hour slot in a booking form's slot picker (issue 27). Today may have none left (a slot starts
 * at least 2 h ahead), so it steps through the days until one offers a time.
 */
export async function chooseFirstFreeSlot(form: Locator): Promise<string> {
  const days = form.getByRole('group', { name: 'Day' }).getByRole('button');
  const count = await days.count();
  for (let i = 0; i < count; i++) {
    await days.nth(i).click();
    const times = form.getByRole('group', { name: /^Times on / }).getByRole('button');
    // The day's free times arrive from the database: give them a moment before moving on to the next day.
    await times.first().waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
    if ((await times.count()) > 0) {
      const label = (await times.first().textContent()) ?? '';
      await times.first().click();
      return label;
    }
  }
  throw new Error('No free slot in the next days');
}
