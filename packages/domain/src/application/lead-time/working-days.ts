import { formatCalendarDate, parseCalendarDate } from '../../validation/calendar-date.js';

// Working days for the lead-time rule (domain-facts "Lead times, processing and fees"): Monday to
// Friday, except public holidays. Dates are 'YYYY-MM-DD' calendar dates, so no clock or time zone
// is involved.

/**
 * Singapore public holidays ('YYYY-MM-DD') that are not working days. Empty on purpose: the
 * Ministry of Manpower publishes each year's list, and the server passes the configured list to
 * these functions (and to the browser through the forms' init-data); no list is guessed here.
 */
export const PUBLIC_HOLIDAYS: readonly string[] = [];

const DAY_MS = 24 * 60 * 60 * 1000;

function toEpochDay(date: string): number {
  const { year, month, day } = parseCalendarDate(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function fromEpochDay(epochDay: number): string {
  const date = new Date(epochDay * DAY_MS);
  return formatCalendarDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

/** The calendar date a number of days after (or, when negative, before) `date`. */
export function addCalendarDays(date: string, days: number): string {
  return fromEpochDay(toEpochDay(date) + days);
}

export function isWorkingDay(date: string, holidays: readonly string[] = PUBLIC_HOLIDAYS): boolean {
  // 1 January 1970 (epoch day 0) was a Thursday: day 0 = Sunday when shifted by 4.
  const weekday = (toEpochDay(date) + 4) % 7;
  return weekday !== 0 && weekday !== 6 && !holidays.includes(date);
}

/** The date that is `count` working days after `date` (the day itself does not count). */
export function addWorkingDays(
  date: string,
  count: number,
  holidays: readonly string[] = PUBLIC_HOLIDAYS,
): string {
  let epochDay = toEpochDay(date);
  for (let added = 0; added < count;) {
    epochDay += 1;
    if (isWorkingDay(fromEpochDay(epochDay), holidays)) added += 1;
  }
  return fromEpochDay(epochDay);
}
