import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import { describe, expect, it } from 'vitest';
import {
  jpegDeclaring,
  ONE_PIXEL_PNG,
  pngDeclaring,
  SMALL_JPEG,
} from '../../test-support/image-files.js';
import { imageDimensionsProblem } from './image-dimensions.js';
import { uploadContentProblem } from './upload-type.js';

// SEC-30: an image is kept only when its header reads and declares at most 12,000 pixels a side
// and 50 megapixels; the pixels themselves are never decoded.

const TOO_LARGE = FILE_MESSAGES.imageTooLarge;
const UNREADABLE = FILE_MESSAGES.unreadableImage;

describe('imageDimensionsProblem', () => {
  it('says how large an image may be', () => {
    expect(TOO_LARGE).toContain('12,000 pixels wide and 12,000 pixels high');
    expect(TOO_LARGE).toContain('50 megapixels');
  });

  it.each([
    ['a real 1 × 1 PNG', ONE_PIXEL_PNG, 'image/png', undefined],
    ['a real 2 × 2 JPEG', SMALL_JPEG, 'image/jpeg', undefined],
    ['a PNG of a 12-megapixel photo', pngDeclaring(4_032, 3_024), 'image/png', undefined],
    ['a JPEG of a 12-megapixel photo', jpegDeclaring(4_032, 3_024), 'image/jpeg', undefined],
    ['a PNG of 12,000 × 4,000', pngDeclaring(12_000, 4_000), 'image/png', undefined],
    ['a PNG of 100,000 × 100,000', pngDeclaring(100_000, 100_000), 'image/png', TOO_LARGE],
    ['a PNG one pixel wider than 12,000', pngDeclaring(12_001, 1), 'image/png', TOO_LARGE],
    ['a PNG of 8,000 × 8,000 (64 megapixels)', pngDeclaring(8_000, 8_000), 'image/png', TOO_LARGE],
    ['a JPEG of 65,535 × 65,535', jpegDeclaring(65_535, 65_535), 'image/jpeg', TOO_LARGE],
    ['a JPEG one pixel higher than 12,000', jpegDeclaring(10, 12_001), 'image/jpeg', TOO_LARGE],
    ['a PNG declaring no width', pngDeclaring(0, 10), 'image/png', UNREADABLE],
    ['a JPEG declaring no height', jpegDeclaring(10, 0), 'image/jpeg', UNREADABLE],
  ] as const)('%s → %s', (_name, content, type, message) => {
    expect(imageDimensionsProblem(content, type)).toBe(message);
  });

  it.each([
    ['the PNG signature alone', ONE_PIXEL_PNG.subarray(0, 8)],
    ['a PNG cut before its IHDR chunk', ONE_PIXEL_PNG.subarray(0, 12)],
    ['a PNG cut inside its IHDR width', ONE_PIXEL_PNG.subarray(0, 18)],
    ['a PNG cut inside its IHDR height', ONE_PIXEL_PNG.subarray(0, 22)],
    [
      'a PNG whose first chunk is not IHDR',
      Buffer.concat([ONE_PIXEL_PNG.subarray(0, 12), Buffer.from('IDAT'), Buffer.alloc(16)]),
    ],
  ])('refuses %s as unreadable', (_name, content) => {
    expect(imageDimensionsProblem(content, 'image/png')).toBe(UNREADABLE);
  });

  it.each([
    ['the JPEG start of image alone', SMALL_JPEG.subarray(0, 3)],
    ['a JPEG cut before its start of frame', SMALL_JPEG.subarray(0, 100)],
    ['a JPEG cut inside its start of frame', SMALL_JPEG.subarray(0, 162)],
    [
      'a JPEG start of image and zeros',
      Buffer.concat([SMALL_JPEG.subarray(0, 4), Buffer.alloc(64)]),
    ],
  ])('refuses %s as unreadable', (_name, content) => {
    expect(imageDimensionsProblem(content, 'image/jpeg')).toBe(UNREADABLE);
  });

  it('reads a header cut short as cut short, whatever follows it in memory', () => {
    // A small Buffer is a slice of Node's shared pool: the bytes after a cut-short IHDR are other
    // data, here a height of 10 that a reader of the pool would take for the image's.
    const pool = Buffer.concat([ONE_PIXEL_PNG.subarray(0, 20), Buffer.from([0, 0, 0, 10])]);
    const cutShort = pool.subarray(0, 20);
    expect(imageDimensionsProblem(cutShort, 'image/png')).toBe(UNREADABLE);
  });

  it('does not read a PDF as an image', () => {
    expect(imageDimensionsProblem(Buffer.from('%PDF-1.7\n'), 'application/pdf')).toBeUndefined();
  });
});

describe('uploadContentProblem', () => {
  it.each([
    ['map.png', 'image/png', ONE_PIXEL_PNG, undefined],
    ['photo.jpg', 'image/jpeg', SMALL_JPEG, undefined],
    ['plan.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n'), undefined],
    ['map.pdf', 'application/pdf', ONE_PIXEL_PNG, FILE_MESSAGES.wrongType],
    ['bomb.png', 'image/png', pngDeclaring(100_000, 100_000), TOO_LARGE],
    ['bomb.jpeg', 'application/octet-stream', jpegDeclaring(60_000, 60_000), TOO_LARGE],
    ['cut.png', 'image/png', ONE_PIXEL_PNG.subarray(0, 20), UNREADABLE],
  ])('%s declared %s → %s', (fileName, declaredType, content, message) => {
    expect(uploadContentProblem({ fileName, declaredType, content })).toBe(message);
  });
});
