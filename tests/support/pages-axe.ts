// axe-core with the WCAG 2.2 AA rule set: the one way the browser tests ask it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { pageSettled } from './browser.ts';

export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The violations on the page (or in the part `include` selects) as "rule: selector" lines, so a failing test says
 * what to fix.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // target-size compares each target with what covers it, the fixed floating buttons included: on a still page.
  await pageSettled(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${violation.help})`),
  );
}
