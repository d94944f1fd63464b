// MAP-15: the licence-map screenshot downloads as a PNG named after the configured product.
import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { EnquiryToolPage } from '../pages/enquiry-tool-page.js';
import { useBrowserSession } from '../support/browser-session.js';

const session = useBrowserSession();

/** Every PNG file starts with these eight bytes (PNG specification, section 5.2). */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

test('the licence map screenshot downloads as {product}_Licence_Map_Screenshot.png', async () => {
  const enquiryTool = new EnquiryToolPage(session.page);
  await enquiryTool.open();
  await enquiryTool.typePoint({ latitude: '1.3521', longitude: '103.8198' });

  const download = await enquiryTool.saveScreenshot();

  expect(download.suggestedFilename()).toBe(
    `${await enquiryTool.productName()}_Licence_Map_Screenshot.png`,
  );
  const path = await download.path();
  const bytes = await readFile(path);
  expect([...bytes.subarray(0, PNG_SIGNATURE.length)]).toEqual(PNG_SIGNATURE);
});
