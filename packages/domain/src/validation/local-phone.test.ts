import { describe, expect, it } from 'vitest';
import { checkLocalPhone, normaliseLocalPhone } from './local-phone.js';

const TOO_SHORT = 'Contact Number is mandatory and should meet minimum length.';
const NOT_A_NUMBER = 'Contact Number should be a number';
const NOT_LOCAL = 'Contact Number must be a local number of 8 digits starting with 3, 6, 8 or 9';

describe('checkLocalPhone', () => {
  it.each([
    ['61234567', undefined, 'fixed line'],
    ['81234567', undefined, 'mobile (8)'],
    ['91234567', undefined, 'mobile (9)'],
    ['31234567', undefined, 'VoIP'],
    ['+6591234567', undefined, 'with +65'],
    ['+65 9123 4567', undefined, 'grouped with spaces'],
    ['6123-4567', undefined, 'grouped with a hyphen'],
    ['9123456', TOO_SHORT, 'seven digits'],
    ['+65', TOO_SHORT, 'prefix only'],
    ['9123abcd', NOT_A_NUMBER, 'letters'],
    ['9123.4567', NOT_A_NUMBER, 'a dot'],
    ['912345678', NOT_LOCAL, 'nine digits'],
    ['71234567', NOT_LOCAL, 'starts with 7'],
    ['11234567', NOT_LOCAL, 'starts with 1'],
    ['6591234567', NOT_LOCAL, '65 without the plus'],
    ['+6071234567', NOT_LOCAL, 'foreign prefix'],
  ])('%s → %s (%s)', (value, message, _case) => {
    expect(checkLocalPhone(value, 'Contact Number')).toBe(message);
  });

  it('names the field it checks', () => {
    expect(checkLocalPhone('123', 'Mobile Number')).toBe(
      'Mobile Number is mandatory and should meet minimum length.',
    );
  });
});

describe('normaliseLocalPhone', () => {
  it.each([
    ['+65 9123 4567', '91234567'],
    ['6123-4567', '61234567'],
    ['71234567', undefined],
  ])('%s → %s', (value, normalised) => {
    expect(normaliseLocalPhone(value)).toBe(normalised);
  });
});
