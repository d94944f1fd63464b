// Reaching a control as a person without a mouse does: Tab moves the focus on from wherever it is
// until the control has it. Then answering it from the keyboard alone (ROUTE-43): typing, arrow
// keys in a select, Space or Enter on a button or checkbox.
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

/** Tabs to `control` (a button, link, checkbox or file input) and presses `key` on it. */
export async function pressWithTab(
  control: Locator,
  what: string,
  key: 'Enter' | 'Space',
  maxTabs: number,
): Promise<void> {
  await tabTo(control, what, maxTabs);
  await control.page().keyboard.press(key);
}

/**
 * Answers the focused control from the keyboard: a select by its arrow keys, a date or time input
 * by typing its parts in the order the browser's locale shows them, anything else by typing.
 */
export async function typeAnswer(control: Locator, value: string): Promise<void> {
  const tag = await control.evaluate((element) => element.tagName.toLowerCase());
  const type = tag === 'input' ? await control.getAttribute('type') : null;
  if (tag === 'select') await chooseWithArrows(control, value);
  else if (type === 'date' || type === 'time') await typeDateOrTime(control, type, value);
  else await control.page().keyboard.type(value);
}

/**
 * With the focus on a (closed) select, ArrowDown and then ArrowUp move through its options until the
 * one whose text is `label` is chosen; throws when the arrows never reach it.
 */
async function chooseWithArrows(select: Locator, label: string): Promise<void> {
  const options = select.getByRole('option');
  const wanted = await select
    .getByRole('option', { name: label, exact: true })
    .getAttribute('value');
  if (wanted === null) throw new Error(`The select has no option "${label}"`);
  const count = await options.count();
  for (const key of ['ArrowDown', 'ArrowUp']) {
    for (let presses = 0; presses < count; presses += 1) {
      if ((await select.inputValue()) === wanted) return;
      await select.page().keyboard.press(key);
    }
  }
  if ((await select.inputValue()) !== wanted) {
    throw new Error(`The arrow keys never chose "${label}"`);
  }
}

/**
 * Types a date (yyyy-mm-dd) or a time (hh:mm, 24-hour) into the focused input, one part after the
 * other in the order the browser's locale lays them out (Chromium moves to the next part once one
 * is complete); a 12-hour locale gets the hour on its clock and "A" or "P".
 */
async function typeDateOrTime(
  control: Locator,
  type: 'date' | 'time',
  value: string,
): Promise<void> {
  const page = control.page();
  const locale = await page.evaluate<string>('navigator.language');
  const format: Intl.DateTimeFormatOptions =
    type === 'date'
      ? { year: 'numeric', month: '2-digit', day: '2-digit' }
      : { hour: '2-digit', minute: '2-digit' };
  const order = new Intl.DateTimeFormat(locale, format)
    .formatToParts(new Date(2000, 10, 22, 13, 45))
    .map((part) => part.type)
    .filter((part) => part !== 'literal');
  const [first = '', second = '', third = ''] = value.split(type === 'date' ? '-' : ':');
  const hour = Number(first);
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> =
    type === 'date'
      ? { year: first, month: second, day: third }
      : {
          hour: order.includes('dayPeriod')
            ? String(((hour + 11) % 12) + 1).padStart(2, '0')
            : first,
          minute: second,
          dayPeriod: hour < 12 ? 'A' : 'P',
        };
  for (const part of order) await page.keyboard.type(parts[part] ?? '');
  const shown = await control.inputValue();
  if (shown !== value) throw new Error(`Typing "${value}" left the input at "${shown}"`);
}
