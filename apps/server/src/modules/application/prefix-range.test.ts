import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prefixRange } from './prefix-range.js';

// APP-59: a prefix search as a range of the "C" collation's order. Whatever the text and the
// prefix, a text lies in the range exactly when it starts with the prefix.

/** The "C" collation's order: by code point (UTF-8 bytes), then by length. */
function compareByCodePoint(a: string, b: string): number {
  const left = Array.from(a, (character) => character.codePointAt(0) ?? 0);
  const right = Array.from(b, (character) => character.codePointAt(0) ?? 0);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

function inRange(text: string, prefix: string): boolean {
  const { from, before } = prefixRange(prefix);
  return (
    compareByCodePoint(text, from) >= 0 &&
    (before === undefined || compareByCodePoint(text, before) < 0)
  );
}

// Characters that sit at the edges the successor has to step over, among ordinary ones.
const character = fc.oneof(
  fc.constantFrom('a', 'b', 'z', 'A', '%', '_', '\uD7FF', '\uE000', '\uFFFF', '\u{10FFFF}'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);
const text = fc.array(character, { maxLength: 6 }).map((characters) => characters.join(''));

describe('prefixRange', () => {
  it.each([
    ['MARINA', 'MARINB'],
    ['sentosa 50%', 'sentosa 50&'],
    ['a\uD7FF', 'a\uE000'],
    ['a\u{10FFFF}', 'b'],
    ['ab\u{10FFFF}\u{10FFFF}', 'ac'],
  ])('%j ends before %j', (prefix, before) => {
    expect(prefixRange(prefix)).toEqual({ from: prefix, before });
  });

  it('has no end for a prefix of nothing but the last code point', () => {
    expect(prefixRange('\u{10FFFF}\u{10FFFF}')).toEqual({
      from: '\u{10FFFF}\u{10FFFF}',
      before: undefined,
    });
  });

  it('holds a text exactly when the text starts with the prefix', () => {
    fc.assert(
      fc.property(text.filter(Boolean), text, text, (prefix, middle, rest) => {
        expect(inRange(prefix + rest, prefix)).toBe(true);
        const other = middle + rest;
        expect(inRange(other, prefix)).toBe(other.startsWith(prefix));
      }),
      { numRuns: 2_000 },
    );
  });
});
