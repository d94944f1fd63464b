// axe-core at WCAG 2.1 AA (ROUTE-43: zero violations on every page).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * One line per violated rule, with its id, its help text and the selectors of every offending
 * element: an empty list means the page passes, and a failing assertion prints exactly what to fix.
 */
export async function findAccessibilityViolations(page: Page): Promise<string[]> {
  await waitForTransitionsToEnd(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA_TAGS).analyze();
  return results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => JSON.stringify(node.target)).join(', ');
    return `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help} — ${targets}`;
  });
}

/**
 * axe reads computed colours: a button fading from its disabled look or a dialog fading in, caught
 * halfway, fails contrast although neither end does. Endless animations (a spinner) are left alone.
 */
async function waitForTransitionsToEnd(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
