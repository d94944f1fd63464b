import { describe, expect, it } from 'vitest';
import { checkFile, checkFileCount, checkImageDimensions } from './files.js';

const WRONG_TYPE = 'Only PDF, PNG, JPG or JPEG files can be uploaded.';
const TOO_LARGE = 'File size should not be more than 2MB.';
const BAD_NAME =
  'File name must be at most 120 characters and must not contain special characters such as & \' " /.';

describe('checkFile (APP-40, APP-42)', () => {
  it.each([
    ['plan.pdf', 1_000, undefined],
    ['PHOTO.PNG', 1_000, undefined],
    ['site.jpg', 1_000, undefined],
    ['site.JPEG', 2_048_000, undefined],
    ['plan.docx', 1_000, WRONG_TYPE],
    ['plan', 1_000, WRONG_TYPE],
    ['plan.pdf.exe', 1_000, WRONG_TYPE],
    ['plan.pdf', 2_048_001, TOO_LARGE],
    ['plan.pdf', 0, 'The file is empty. Please choose another file.'],
    ["o'brien.pdf", 1_000, BAD_NAME],
    ['a&b.pdf', 1_000, BAD_NAME],
    // APP-42: at most 120 characters, the extension included.
    [`${'a'.repeat(117)}.pdf`, 1_000, BAD_NAME],
    [`${'a'.repeat(116)}.pdf`, 1_000, undefined],
    // APP-42, ERR-2: control characters, escape sequences and line characters would be stored and echoed.
    ['a\x01\x1b[31mred\ttab.pdf', 1_000, BAD_NAME],
    ['line\nbreak.pdf', 1_000, BAD_NAME],
    ['del\x7f.png', 1_000, BAD_NAME],
    ['c1\u0085.jpg', 1_000, BAD_NAME],
    ['half\ud800.pdf', 1_000, BAD_NAME],
    ['Lim Mei Ling (2024) 路线图.pdf', 1_000, undefined],
  ])('%s of %i bytes → %s', (name, size, message) => {
    expect(checkFile({ name, size })).toBe(message);
  });

  // APP-42: invisible format characters (Unicode Cf) make a name read as another
  // (invoice\u202Egnp.pdf shows as "invoicefdp.png") or hide characters in it.
  it.each([
    ['a right-to-left override', 'invoice\u202Egnp.pdf'],
    ['a left-to-right embedding', 'a\u202Ab.pdf'],
    ['a pop directional formatting', 'a\u202Cb.pdf'],
    ['a zero-width space', 'in\u200Bvoice.pdf'],
    ['a zero-width non-joiner', 'a\u200Cb.pdf'],
    ['a zero-width joiner', 'a\u200Db.pdf'],
    ['a left-to-right mark', 'a\u200Eb.pdf'],
    ['a right-to-left mark', 'a\u200Fb.pdf'],
    ['a left-to-right isolate', 'a\u2066b.pdf'],
    ['a first strong isolate', 'a\u2068b.pdf'],
    ['a pop directional isolate', 'a\u2069b.pdf'],
    ['a byte order mark', '\uFEFFplan.pdf'],
    ['an Arabic letter mark', 'a\u061Cb.pdf'],
    ['a word joiner', 'a\u2060b.pdf'],
    ['a soft hyphen', 'a\u00ADb.pdf'],
    ['a Mongolian vowel separator', 'a\u180Eb.pdf'],
    ['a language tag', 'a\u{E0001}b.pdf'],
  ])('refuses a name with %s with the file-name message', (_name, name) => {
    expect(checkFile({ name, size: 1_000 })).toBe(BAD_NAME);
  });
});

describe('checkFileCount', () => {
  it.each([
    [5, 'application', undefined],
    [6, 'application', 'A maximum of 5 files can be uploaded.'],
    [2, 'profile', undefined],
    [3, 'profile', 'A maximum of 2 files can be uploaded.'],
  ] as const)('%i files for the %s → %s', (count, purpose, message) => {
    expect(checkFileCount(count, purpose)).toBe(message);
  });
});

describe('checkImageDimensions (SEC-30)', () => {
  const TOO_LARGE_IMAGE =
    'The image is too large: it can be at most 12,000 pixels wide and 12,000 pixels high, and at most 50 megapixels in all. Please make it smaller and upload it again.';
  const UNREADABLE =
    'The image could not be read: the file may be damaged or incomplete. Please save it again and upload it.';

  it.each([
    ['a map screenshot', 1_280, 800, undefined],
    ['a 12-megapixel phone photo', 4_032, 3_024, undefined],
    ['one pixel', 1, 1, undefined],
    ['12,000 pixels a side within 50 megapixels', 12_000, 4_166, undefined],
    ['a strip 12,000 pixels long', 1, 12_000, undefined],
    ['exactly 50 megapixels', 10_000, 5_000, undefined],
    ['one pixel wider than 12,000', 12_001, 10, TOO_LARGE_IMAGE],
    ['one pixel higher than 12,000', 10, 12_001, TOO_LARGE_IMAGE],
    ['one pixel over 50 megapixels', 50_000_001, 1, TOO_LARGE_IMAGE],
    ['10,000 × 5,001 pixels', 10_000, 5_001, TOO_LARGE_IMAGE],
    ['100,000 × 100,000 pixels', 100_000, 100_000, TOO_LARGE_IMAGE],
    ['no width', 0, 10, UNREADABLE],
    ['no height', 10, 0, UNREADABLE],
    ['a width that is not a number', Number.NaN, 10, UNREADABLE],
    ['a fractional height', 10, 1.5, UNREADABLE],
  ])('%s (%s × %s) → %s', (_name, width, height, message) => {
    expect(checkImageDimensions({ width, height })).toBe(message);
  });
});
