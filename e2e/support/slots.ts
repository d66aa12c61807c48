import { expect, type Locator } from '@playwright/test';

/**
 * Picks the first free two-hour slot in a booking form's slot picker (issue 27). Today may have none left (a slot starts
 * at least 2 h ahead), so it steps through the days until one offers a time. `fromDay: 2` starts the day after
 * tomorrow: a slot more than 24 h away, which the default policy lets the customer cancel free of charge.
 */
export async function chooseFirstFreeSlot(form: Locator, { fromDay = 0 }: { fromDay?: number } = {}): Promise<string> {
  const days = form.getByRole('group', { name: 'Day' }).getByRole('button');
  // The picker says "Loading free times…" until the database answers.
  await days.first().waitFor({ state: 'visible' });
  const count = await days.count();
  for (let i = fromDay; i < count; i++) {
    const day = days.nth(i);
    await day.click();
    await expect(day).toHaveAttribute('aria-pressed', 'true');
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
