import { describe, expect, it } from 'vitest';
import { checkCoordinate, checkDecimal, checkWholeNumber } from './numeric-fields.js';

describe('checkWholeNumber', () => {
  const message = 'Quantity should be a number without decimal places';
  it.each([
    ['0', undefined],
    ['12', undefined],
    ['123456', undefined],
    ['1.0', message],
    ['1.5', message],
    ['-3', message],
    ['1e3', message],
    ['ten', message],
  ])('"%s" → %s', (value, expected) => {
    expect(checkWholeNumber(value, 'Quantity')).toBe(expected);
  });
});

describe('checkDecimal', () => {
  const message = 'Working Height should be a number with up to 4 digits and 1 decimal place';
  it.each([
    ['7', undefined],
    ['9999', undefined],
    ['9999.9', undefined],
    ['0.5', undefined],
    ['10000', message],
    ['12.34', message],
    ['12.', message],
    ['.5', message],
    ['-1', message],
    ['abc', message],
  ])('"%s" → %s', (value, expected) => {
    expect(checkDecimal(value, 'Working Height')).toBe(expected);
  });
});

describe('checkCoordinate', () => {
  const message = 'Latitude should be a number with up to 3 digits and 14 decimal places';
  it.each([
    ['1', undefined],
    ['1.35917', undefined],
    ['103.98933000000001', undefined],
    ['103.98933000000000', undefined],
    ['1.123456789012345', message],
    ['1034.5', message],
    ['-1.3', message],
    ['1.', message],
    ['north', message],
  ])('"%s" → %s', (value, expected) => {
    expect(checkCoordinate(value, 'Latitude')).toBe(expected);
  });
});
