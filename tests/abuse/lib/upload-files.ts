// What an attacker uploads instead of a document (the portal takes PDF, PNG and JPEG, recognised
// by their first bytes, SEC-13); the valid files are the server tests' own (profile-test-client.ts).

/** A file that is not what its name says: a web page, an executable. */
export const HTML_PAGE = Buffer.from(
  '<html><body><script>alert(document.cookie)</script></body></html>',
);
export const WINDOWS_EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]);

/** A PDF one byte over the portal's limit per file (CONST: 2,048,000 bytes). */
export function oversizedPdf(maxBytes: number): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(maxBytes + 1 - 9, 0x20)]);
}

/**
 * A decompression bomb of the only kind the portal's types allow (no archive type is accepted):
 * a PNG header declaring 100,000 × 100,000 pixels. What matters is that the portal never decodes
 * what it stores.
 */
export const PIXEL_BOMB_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000186a0000186a00806000000', 'hex'),
  Buffer.alloc(4),
]);
