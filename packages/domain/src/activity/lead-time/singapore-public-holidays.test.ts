import { describe, expect, it } from 'vitest';
import { publicHolidaysWith, SINGAPORE_PUBLIC_HOLIDAYS } from './singapore-public-holidays.js';
import { addCalendarDays } from './working-days.js';

// APP-3: the Ministry of Manpower's public holidays, with the configured additions.

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('SINGAPORE_PUBLIC_HOLIDAYS', () => {
  it('lists the eleven holidays of 2026, Chinese New Year counting two, and the Mondays after three Sundays', () => {
    expect(SINGAPORE_PUBLIC_HOLIDAYS.filter((date) => date.startsWith('2026'))).toHaveLength(14);
  });

  it('follows every Sunday holiday with the Monday after it', () => {
    for (const date of SINGAPORE_PUBLIC_HOLIDAYS.filter((day) => weekday(day) === 0)) {
      expect(SINGAPORE_PUBLIC_HOLIDAYS).toContain(addCalendarDays(date, 1));
    }
  });

  it('is in date order, each date once', () => {
    expect([...new Set(SINGAPORE_PUBLIC_HOLIDAYS)].sort()).toEqual(SINGAPORE_PUBLIC_HOLIDAYS);
  });
});

describe('publicHolidaysWith', () => {
  it('adds the configured dates to the published ones, once each, in date order', () => {
    const holidays = publicHolidaysWith(['2027-01-01', '2026-03-04', '2026-05-01']);

    expect(holidays).toEqual([...SINGAPORE_PUBLIC_HOLIDAYS, '2026-03-04', '2027-01-01'].sort());
  });
});
