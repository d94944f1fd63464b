import { formatCalendarDate, parseCalendarDate } from '../../validation/calendar-date.js';
import { SINGAPORE_PUBLIC_HOLIDAYS } from './singapore-public-holidays.js';

// Working days for the lead-time rule (domain-facts "Lead times, processing and fees"): Monday to
// Friday, except public holidays. Dates are 'YYYY-MM-DD' calendar dates, so no clock or time zone
// is involved. The holidays default to the published list; the server passes the effective list
// (with the configured additions) here and to the browser through the forms' init-data.

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

export function isWorkingDay(
  date: string,
  holidays: readonly string[] = SINGAPORE_PUBLIC_HOLIDAYS,
): boolean {
  // 1 January 1970 (epoch day 0) was a Thursday: day 0 = Sunday when shifted by 4.
  const weekday = (toEpochDay(date) + 4) % 7;
  return weekday !== 0 && weekday !== 6 && !holidays.includes(date);
}

/** The date that is `count` working days after `date` (the day itself does not count). */
export function addWorkingDays(
  date: string,
  count: number,
  holidays: readonly string[] = SINGAPORE_PUBLIC_HOLIDAYS,
): string {
  let epochDay = toEpochDay(date);
  for (let added = 0; added < count;) {
    epochDay += 1;
    if (isWorkingDay(fromEpochDay(epochDay), holidays)) added += 1;
  }
  return fromEpochDay(epochDay);
}
