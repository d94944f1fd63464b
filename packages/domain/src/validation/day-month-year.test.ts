import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, parseDayMonthYear } from './day-month-year.js';

describe('dates typed as dd/mm/yyyy (OFF-33)', () => {
  it.each([
    ['03/01/2027', '2027-01-03'],
    ['3/1/2027', '2027-01-03'],
    [' 29/02/2028 ', '2028-02-29'],
  ])('reads %j as %s', (text, date) => {
    expect(parseDayMonthYear(text)).toBe(date);
  });

  it.each(['29/02/2027', '31/04/2027', '2027-01-03', '01/13/2027', '1/1/27', ''])(
    'refuses %j',
    (text) => {
      expect(parseDayMonthYear(text)).toBeUndefined();
    },
  );

  it('writes a calendar date back as dd/mm/yyyy', () => {
    expect(formatDayMonthYear('2027-01-03')).toBe('03/01/2027');
  });
});
