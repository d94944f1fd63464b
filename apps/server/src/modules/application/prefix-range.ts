// A prefix search as a range (APP-59, PERF-9): in PostgreSQL's "C" collation text is ordered by
// code point, so the texts that start with a prefix are exactly those from the prefix itself up
// to, not including, its successor, the prefix with its last character made the next one. A
// prepared statement's generic plan walks such a range in an index, which it cannot do for a
// LIKE pattern given as a parameter.

export interface PrefixRange {
  from: string;
  /** Undefined when no text comes after every text with the prefix (below): then `from` alone. */
  before: string | undefined;
}

const LAST_CODE_POINT = 0x10ffff;
const FIRST_SURROGATE = 0xd800;
const AFTER_SURROGATES = 0xe000;

export function prefixRange(prefix: string): PrefixRange {
  const codePoints = Array.from(prefix, (character) => character.codePointAt(0) ?? 0);
  // A last character that is the last code point has no next one: the range ends where the text
  // before it would end, and a prefix of nothing but those is the end of all text.
  while (codePoints.length > 0) {
    const last = codePoints.pop() ?? 0;
    if (last < LAST_CODE_POINT) {
      // Surrogates are no characters (text cannot hold them): after U+D7FF comes U+E000.
      const next = last + 1 === FIRST_SURROGATE ? AFTER_SURROGATES : last + 1;
      return { from: prefix, before: String.fromCodePoint(...codePoints, next) };
    }
  }
  return { from: prefix, before: undefined };
}
