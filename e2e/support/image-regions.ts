// Reads a downloaded image the way a person looks at it: Chromium decodes the file, and the test
// gets, for each rectangle it names, how many of its pixels are white, dark or a shade of grey.
// The counting happens in the page, so the pixels never cross the wire.
import type { Page } from 'playwright-core';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface RegionCounts {
  pixels: number;
  /** Every channel at least 250. */
  white: number;
  /** Every channel below 100: text drawn in black, anti-aliased. */
  dark: number;
  /** Channels within 12 of each other: white, black, and the greys between (no map colour). */
  grey: number;
}

interface ImageRegions<Name extends string> {
  width: number;
  height: number;
  regions: Record<Name, RegionCounts>;
}

/** Decodes `image` (PNG or JPEG bytes) in `page` and counts the pixels of each rectangle. */
export async function countImageRegions<Name extends string>(
  page: Page,
  image: Buffer,
  rectangles: (size: { width: number; height: number }) => Record<Name, Rectangle>,
): Promise<ImageRegions<Name>> {
  const base64 = image.toString('base64');
  const decoded = await page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (character) => character.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes]));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(bitmap, 0, 0);
    (globalThis as { __decodedImage?: OffscreenCanvas }).__decodedImage = canvas;
    return { width: bitmap.width, height: bitmap.height };
  }, base64);
  const wanted: Record<string, Rectangle> = rectangles(decoded);
  const regions = await page.evaluate((boxes) => {
    const canvas = (globalThis as { __decodedImage?: OffscreenCanvas }).__decodedImage;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) throw new Error('No decoded image');
    const counts: Record<string, RegionCounts> = {};
    for (const [name, box] of Object.entries(boxes)) {
      const { data } = context.getImageData(box.x, box.y, box.width, box.height);
      const count = { pixels: 0, white: 0, dark: 0, grey: 0 };
      for (let index = 0; index < data.length; index += 4) {
        const [red = 0, green = 0, blue = 0] = data.subarray(index, index + 3);
        const channels = [red, green, blue];
        count.pixels += 1;
        if (channels.every((value) => value >= 250)) count.white += 1;
        if (channels.every((value) => value < 100)) count.dark += 1;
        if (Math.max(...channels) - Math.min(...channels) <= 12) count.grey += 1;
      }
      counts[name] = count;
    }
    delete (globalThis as { __decodedImage?: OffscreenCanvas }).__decodedImage;
    return counts;
  }, wanted);
  return { ...decoded, regions: regions as Record<Name, RegionCounts> };
}
