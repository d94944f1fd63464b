import { describe, expect, it } from 'vitest';
import {
  applicationReferenceSchema,
  formatApplicationReference,
  parseApplicationReference,
} from './application-reference.js';

// APP-49: references read like AA-2026-000123, with a prefix per category.

describe('application reference', () => {
  it.each([
    [1, 2026, 1, 'AP-2026-000001'],
    [2, 2026, 42, 'CR-2026-000042'],
    [3, 2027, 999_999, 'SC-2027-999999'],
    [4, 2026, 123, 'AA-2026-000123'],
  ] as const)('category %i, %i, #%i → %s and back', (category, year, sequence, text) => {
    expect(formatApplicationReference({ category, year, sequence })).toBe(text);
    expect(parseApplicationReference(text)).toEqual({ category, year, sequence });
  });

  it.each([
    [0, 'a sequence of 0'],
    [1_000_000, 'a sequence of 7 digits'],
    [1.5, 'a fractional sequence'],
  ])('refuses to format %s (%s)', (sequence) => {
    expect(() => formatApplicationReference({ category: 4, year: 2026, sequence })).toThrow(
      RangeError,
    );
  });

  it.each([
    'XX-2026-000123',
    'AA-2026-00123',
    'AA-2026-0001234',
    'AA-26-000123',
    'AA-2026-000000',
    'aa-2026-000123',
    ' AA-2026-000123',
    'AA2026000123',
    '',
  ])('does not parse %j', (text) => {
    expect(parseApplicationReference(text)).toBeUndefined();
  });

  it('accepts a typed reference in any case, and refuses a malformed one', () => {
    expect(applicationReferenceSchema.parse(' aa-2026-000123 ')).toBe('AA-2026-000123');
    expect(applicationReferenceSchema.safeParse('AA-2026-12').error?.issues[0]?.message).toBe(
      'Application reference is invalid',
    );
  });
});
