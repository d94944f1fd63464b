import { checkImageDimensions } from '@aviation-permits/domain/validation';
import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import { imageSize } from 'image-size';
import type { SniffedContentType } from './sniff-content-type.js';

// SEC-30: a PNG or JPEG is refused when its header declares more pixels than the portal accepts
// (PORTAL_CONSTANTS.maxImageDimensions), or cannot be read. The portal never decodes an upload, but
// an officer's browser, the permit PDF and the map screenshot's reader do: a few kilobytes that
// declare 100,000 × 100,000 pixels would make them allocate gigabytes. image-size reads only the
// header (a PNG's IHDR, a JPEG's start-of-frame marker), never the pixels.

/** image-size's name of each image type the portal accepts. */
const IMAGE_SIZE_TYPES: Partial<Record<SniffedContentType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/**
 * Why an upload of this (already sniffed) type cannot be kept as an image, or undefined when it
 * can or is not an image: the image-too-large or the unreadable-image message.
 */
export function imageDimensionsProblem(
  content: Uint8Array,
  contentType: SniffedContentType,
): string | undefined {
  const expectedType = IMAGE_SIZE_TYPES[contentType];
  if (expectedType === undefined) return undefined;
  let size: ReturnType<typeof imageSize>;
  try {
    // A copy of exactly the content's length: image-size reads through a DataView over the
    // content's ArrayBuffer, and a small Node Buffer is a slice of a shared pool, so a header cut
    // short would otherwise be read on into whatever bytes follow it in the pool.
    size = imageSize(new Uint8Array(content));
  } catch {
    return FILE_MESSAGES.unreadableImage;
  }
  if (size.type !== expectedType) return FILE_MESSAGES.unreadableImage;
  return checkImageDimensions({ width: size.width, height: size.height });
}
