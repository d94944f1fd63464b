// The values the fuzz suite puts in every string field, query parameter and path segment (ERR-1,
// ERR-2): what a database, a terminal or an encoder chokes on, and what a careless handler
// mistakes for another type.

export const HOSTILE_STRINGS: readonly string[] = [
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u001b[31mred',
  'tab\tand\nnewline',
  '\u202eevil',
  "'; drop table accounts; --",
  '../../etc/passwd',
  '%zz',
  'x'.repeat(100_000),
  '',
];

export const WRONG_TYPES: readonly unknown[] = [null, 0, -1, 1e308, true, [], {}, ['a'], { a: 1 }];

/** Raw JSON texts: broken syntax, escapes JSON.parse refuses or turns into lone surrogates. */
export const HOSTILE_JSON_TEXTS: readonly string[] = [
  '{',
  '{"a":',
  'null',
  '[]',
  '"just a string"',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  '\u0000',
];

/**
 * Numbers a schema can let through but a database column cannot hold: past a 32-bit integer
 * either way, and the largest integer JSON carries exactly (a zod `.int()`'s own maximum).
 */
export const HUGE_NUMBERS: readonly number[] = [
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
];

/** Path segments, as they travel in a URL (already percent-encoded where needed). */
export const HOSTILE_PATH_SEGMENTS: readonly string[] = [
  '%zz',
  '%',
  '%00',
  '%ED%A0%80',
  '%C0%AF',
  '..%2F..%2Fetc',
  'x'.repeat(5_000),
];

/** Multipart bodies a parser cannot finish, with the content type they claim. */
export const HOSTILE_MULTIPART: readonly { contentType: string; body: string }[] = [
  { contentType: 'multipart/form-data; boundary=x', body: 'garbage' },
  { contentType: 'multipart/form-data', body: '--x\r\n\r\n--x--' },
  { contentType: 'multipart/form-data; boundary=x', body: '' },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"; filename="a.pdf"\r\n\r\n%PDF-1.7 cut',
  },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="\u0000"\r\n\r\nv\r\n--x--\r\n',
  },
];

/** Query values: the path segments' and, for a query coerced to a number, huge ones and no number. */
export const HOSTILE_QUERY_VALUES: readonly string[] = [
  ...HOSTILE_PATH_SEGMENTS,
  ...HUGE_NUMBERS.map(String),
  '1e400',
  '-0',
  'NaN',
];
