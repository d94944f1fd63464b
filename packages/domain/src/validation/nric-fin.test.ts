import { describe, expect, it } from 'vitest';
import { checkNricFin, isValidNricFin } from './nric-fin.js';

describe('isValidNricFin', () => {
  // The valid examples of domain-facts, one per series, then each with a wrong check letter.
  it.each(['S1234567D', 'T1234567J', 'F1234567N', 'G1234567X', 'M1234567K', 's1234567d'])(
    '%s is valid',
    (value) => {
      expect(isValidNricFin(value)).toBe(true);
    },
  );

  it.each([
    ['S1234567A', 'wrong check letter (S)'],
    ['T1234567D', 'S-series letter on a T number'],
    ['F1234567X', 'G-series letter on an F number'],
    ['G1234567N', 'F-series letter on a G number'],
    ['M1234567L', 'wrong check letter (M)'],
    ['M1234567X', 'M uses its own table'],
    ['A1234567D', 'unknown prefix'],
    ['S123456D', 'six digits'],
    ['S12345678D', 'eight digits'],
    ['S1234567', 'no check letter'],
    ['', 'empty'],
  ])('%s is invalid (%s)', (value) => {
    expect(isValidNricFin(value)).toBe(false);
  });
});

describe('checkNricFin', () => {
  it('returns the spec message for an invalid number and nothing for a valid one', () => {
    expect(checkNricFin('S1234567A')).toBe('NRIC or FIN is invalid');
    expect(checkNricFin('S1234567D')).toBeUndefined();
  });
});
