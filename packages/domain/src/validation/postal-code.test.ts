import { describe, expect, it } from 'vitest';
import { checkPostalCode } from './postal-code.js';

describe('checkPostalCode', () => {
  it.each([
    ['018956', undefined],
    ['119963', undefined],
    ['12345', 'Postal Code must be 6 digits'],
    ['1234567', 'Postal Code must be 6 digits'],
    ['12345a', 'Postal Code must be 6 digits'],
    ['12 345', 'Postal Code must be 6 digits'],
    ['', 'Postal Code must be 6 digits'],
  ])('"%s" → %s', (value, message) => {
    expect(checkPostalCode(value)).toBe(message);
  });
});
