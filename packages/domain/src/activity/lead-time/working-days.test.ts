import { describe, expect, it } from 'vitest';
import { SINGAPORE_PUBLIC_HOLIDAYS } from './singapore-public-holidays.js';
import { addWorkingDays, isWorkingDay } from './working-days.js';

// APP-3: working days are Monday to Friday except public holidays.
describe('isWorkingDay', () => {
  it.each([
    ['2026-03-02', 'Monday', true],
    ['2026-03-06', 'Friday', true],
    ['2026-03-07', 'Saturday', false],
    ['2026-03-08', 'Sunday', false],
    ['2024-02-29', 'Thursday of a leap year', true],
  ])('%s (%s) → %s', (date, _day, expected) => {
    expect(isWorkingDay(date)).toBe(expected);
  });

  it('treats a listed public holiday on a weekday as a day off', () => {
    expect(isWorkingDay('2026-03-04', ['2026-03-04'])).toBe(false);
    expect(isWorkingDay('2026-03-04')).toBe(true);
  });

  it.each([
    ['2026-05-01', 'Labour Day'],
    ['2026-08-10', 'the Monday after National Day, a Sunday'],
  ])("%s (%s) is a day off by the Ministry of Manpower's list", (date) => {
    expect(isWorkingDay(date)).toBe(false);
  });
});

describe('addWorkingDays', () => {
  it.each([
    ['Monday + 7 skips one weekend', '2026-03-02', 7, [], '2026-03-11'],
    ['Friday + 1 is Monday', '2026-03-06', 1, [], '2026-03-09'],
    ['Saturday + 1 is Monday', '2026-03-07', 1, [], '2026-03-09'],
    ['Monday + 14 skips two weekends', '2026-03-02', 14, [], '2026-03-20'],
    ['a holiday in between pushes it a day', '2026-03-02', 7, ['2026-03-04'], '2026-03-12'],
    ['across a year end', '2026-12-30', 3, [], '2027-01-04'],
    ['zero days is the day itself', '2026-03-07', 0, [], '2026-03-07'],
    ['over National Day 2026', '2026-08-07', 1, SINGAPORE_PUBLIC_HOLIDAYS, '2026-08-11'],
  ])('%s: %s + %i → %s', (_case, date, count, holidays, expected) => {
    expect(addWorkingDays(date, count, holidays)).toBe(expected);
  });
});
