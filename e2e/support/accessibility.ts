// axe-core at WCAG 2.1 AA (ROUTE-43: zero violations on every page).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * One line per violated rule, with its id, its help text and the selectors of every offending
 * element: an empty list means the page passes, and a failing assertion prints exactly what to fix.
 */
export async function findAccessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA_TAGS).analyze();
  return results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => JSON.stringify(node.target)).join(', ');
    return `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help} — ${targets}`;
  });
}
