import { describe, expect, it } from 'vitest';
import { addMonths, compareCalendarDates, parseCalendarDate } from './calendar-date.js';

describe('addMonths', () => {
  it.each([
    ['2025-10-27', 3, '2026-01-27'],
    ['2025-11-30', 3, '2026-02-28'],
    ['2023-11-30', 3, '2024-02-29'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2025-03-31', 12, '2026-03-31'],
    ['2025-12-15', 1, '2026-01-15'],
  ])('%s + %i months = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('parseCalendarDate', () => {
  it.each(['2025-13-01', '2025-00-10', '2025-04-31', '2025-02-29', '2025-1-01', ''])(
    'refuses "%s"',
    (value) => {
      expect(() => parseCalendarDate(value)).toThrow(RangeError);
    },
  );

  it('accepts a leap day', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('compareCalendarDates', () => {
  it('orders dates', () => {
    expect(compareCalendarDates('2025-10-27', '2025-11-01')).toBeLessThan(0);
    expect(compareCalendarDates('2025-10-27', '2025-10-27')).toBe(0);
    expect(compareCalendarDates('2026-01-01', '2025-12-31')).toBeGreaterThan(0);
  });
});
