// MAP-23, MAP-26 (ROUTE-43, WCAG 2.4.7): a keyboard user reaching the map sees its focus ring whole,
// inside the frame that clips the map to its rounded corners, and the next Tab leaves the map's
// shapes alone: the zones are not unnamed Tab stops (the legend names them instead).
import { expect, test } from 'vitest';
import { EnquiryToolPage } from '../pages/enquiry-tool-page.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { useBrowserSession } from '../support/browser-session.js';
import { tabTo } from '../support/keyboard.js';

const session = useBrowserSession();

test('the focused map shows its focus ring inside its frame, and Tab skips the zone shapes', async () => {
  const enquiryTool = new EnquiryToolPage(session.page);
  await enquiryTool.open();
  await enquiryTool.page.locator('.leaflet-overlay-pane path').first().waitFor();
  await tabTo(enquiryTool.map, 'the map', 60);

  // The ring is drawn within the map's own box (offset + width ≤ 0), where the frame cannot clip it.
  const ring = await enquiryTool.map.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      style: style.outlineStyle,
      inside: parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth),
    };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.inside).toBeLessThanOrEqual(0);
  expect(await findAccessibilityViolations(enquiryTool.page)).toEqual([]);

  await enquiryTool.page.keyboard.press('Tab');
  const next = await enquiryTool.page.evaluate(() => document.activeElement?.tagName.toLowerCase());
  expect(next).not.toBe('path');
});
