// MAP-15, CONST-18: the licence-map screenshot downloads as a PNG named after the configured
// product: the map as it is shown, without the map's own controls, over a caption in black on a
// white band as tall as the caption's text and its offset above and below.
import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { EnquiryToolPage } from '../pages/enquiry-tool-page.js';
import { useBrowserSession } from '../support/browser-session.js';
import { countImageRegions } from '../support/image-regions.js';
import { SCREENSHOT_CAPTION } from '../support/spec-expectations.js';

const session = useBrowserSession();

/** Every PNG file starts with these eight bytes (PNG specification, section 5.2). */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CAPTION_BAND_PX = SCREENSHOT_CAPTION.offsetPx * 2 + SCREENSHOT_CAPTION.fontSizePx;
/** Pixels kept off a control's edge, where its border and shadow blend with the map. */
const INSET_PX = 3;

test('the licence map screenshot downloads as {product}_Licence_Map_Screenshot.png', async () => {
  // The packaged outline under the map, whatever the network: no tile paints white roads where
  // the test looks for the white of a control.
  await session.page.route('**/maps/tiles/**', (route) => route.abort('internetdisconnected'));
  const enquiryTool = new EnquiryToolPage(session.page);
  await enquiryTool.open();
  await enquiryTool.typePoint({ latitude: '1.3521', longitude: '103.8198' });
  await session.page.getByText(/^Selected location: Point at latitude 1.3521/).waitFor();
  const zoomIn = await enquiryTool.controlBoxOnMap('Zoom in');

  const download = await enquiryTool.saveScreenshot();
  // Measured once the capture is made: the page's layout may still have moved after the point was
  // shown, and the map follows its element (MAP-27).
  const map = await enquiryTool.mapSize();

  expect(download.suggestedFilename()).toBe(
    `${await enquiryTool.productName()}_Licence_Map_Screenshot.png`,
  );
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, PNG_SIGNATURE.length)]).toEqual(PNG_SIGNATURE);

  // The capture may be drawn at another scale than the screen's (the library renders the map's
  // DOM to a canvas of its own), so places on screen are scaled to the image's width.
  const image = await countImageRegions(session.page, bytes, ({ width, height }) => {
    const scale = width / map.width;
    return {
      caption: { x: 0, y: height - CAPTION_BAND_PX, width, height: CAPTION_BAND_PX },
      zoomControl: {
        x: (zoomIn.x + INSET_PX) * scale,
        y: (zoomIn.y + INSET_PX) * scale,
        width: (zoomIn.width - 2 * INSET_PX) * scale,
        height: (zoomIn.height - 2 * INSET_PX) * scale,
      },
    };
  });
  // The whole map, in its proportions, and under it the caption's band.
  const mapPartHeight = image.height - CAPTION_BAND_PX;
  expect(mapPartHeight / image.width).toBeCloseTo(map.height / map.width, 2);
  // The band is black on white: nothing but white, black and the greys of the text's edges.
  const { caption, zoomControl } = image.regions;
  expect(caption.grey).toBe(caption.pixels);
  expect(caption.white).toBeGreaterThan(caption.pixels / 2);
  expect(caption.dark).toBeGreaterThan(0);
  // Where the white "Zoom in" button is on screen, the image shows the map beneath it.
  expect(zoomControl.pixels).toBeGreaterThan(0);
  expect(zoomControl.white).toBeLessThan(zoomControl.pixels / 5);
});
