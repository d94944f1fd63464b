// Reaching a control as a person without a mouse does: Tab moves the focus on from wherever it is
// until the control has it.
import type { Locator } from 'playwright-core';

/** Whether the control has the page's focus. */
export function hasFocus(control: Locator): Promise<boolean> {
  return control.evaluate((element) => element.matches(':focus'));
}

/** Presses Tab until `control` has the focus; throws, naming it (`what`), after `maxTabs` presses. */
export async function tabTo(control: Locator, what: string, maxTabs: number): Promise<void> {
  await control.waitFor();
  for (let presses = 0; !(await hasFocus(control)); presses += 1) {
    if (presses === maxTabs) throw new Error(`Tab never reached ${what}`);
    await control.page().keyboard.press('Tab');
  }
}
