// axe-core with the WCAG 2.2 AA rule set for the reviews pages' browser tests (not a test file itself).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The violations on the page as "rule: selector (help)" lines, so a failing test says what to fix. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${violation.help})`),
  );
}
