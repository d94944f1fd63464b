import type { Locator } from 'playwright-core';

/**
 * Whether the locator becomes visible within a short wait. For checks of a page that has already
 * settled, so that several absent parts are all reported (expect.soft) instead of only the first.
 */
export async function isShown(locator: Locator, timeoutMs = 5_000): Promise<boolean> {
  try {
    await locator.waitFor({ state: 'visible', timeout: timeoutMs });
    return true;
  } catch {
    return false;
  }
}
