// Step 4 in a browser test: the first day at least `fromOffset` days ahead (Colombo) that the days call marks free,
// so a test that later cancels through the private link is outside the notice (24 hours unless Settings say other).
import type { Page } from 'playwright-core';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';

export async function chooseFreeDay(page: Page, fromOffset = 2): Promise<void> {
  const marked = page.locator('button[data-date][data-mark]');
  await marked.first().waitFor({ state: 'attached' });
  const from = addDays(colomboToday(), fromOffset);
  const day = await page
    .locator('button[data-date][data-mark="free"]')
    .evaluateAll(
      (buttons, first) => buttons.map((b) => b.getAttribute('data-date') ?? '').find((d) => d >= first),
      from,
    );
  if (!day) throw new Error(`No free day from ${from} on`);
  const button = page.locator(`button[data-date="${day}"]`);
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await page.locator('#booking-timeSlot button:not([disabled])').first().waitFor();
}
