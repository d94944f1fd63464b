import { formatCalendarDate, parseCalendarDate } from './calendar-date.js';

// Singapore time is UTC+8 all year (no daylight saving since 1982), so a fixed offset is exact.

const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
const HAS_OFFSET = /(Z|[+-]\d{2}:\d{2})$/;

/**
 * Milliseconds since the epoch for an ISO date-time. A value without an offset is a Singapore
 * wall-clock time, which is what the form's date and time fields hold.
 */
export function parseSingaporeDateTime(iso: string): number {
  if (!DATE_TIME.test(iso)) throw new RangeError(`Not an ISO date-time: "${iso}"`);
  // Date.parse rolls 30 February over into March; the calendar check refuses it.
  parseCalendarDate(iso.slice(0, 10));
  const epochMs = Date.parse(HAS_OFFSET.test(iso) ? iso : `${iso}+08:00`);
  if (Number.isNaN(epochMs)) throw new RangeError(`Not an ISO date-time: "${iso}"`);
  return epochMs;
}

/** Singapore wall-clock parts of an instant: read them with the getUTC* methods. */
export function singaporeWallClock(epochMs: number): Date {
  return new Date(epochMs + SINGAPORE_OFFSET_MS);
}

/** Today's date in Singapore for an instant the caller supplies (the date rules' "today"). */
export function singaporeCalendarDate(instant: Date): string {
  const wallClock = singaporeWallClock(instant.getTime());
  return formatCalendarDate({
    year: wallClock.getUTCFullYear(),
    month: wallClock.getUTCMonth() + 1,
    day: wallClock.getUTCDate(),
  });
}

/** The instant a Singapore wall-clock time occurs: its date's midnight plus a number of hours. */
export function singaporeMidnightPlusHours(wallClockDay: Date, hours: number): number {
  return (
    Date.UTC(
      wallClockDay.getUTCFullYear(),
      wallClockDay.getUTCMonth(),
      wallClockDay.getUTCDate(),
      hours,
    ) - SINGAPORE_OFFSET_MS
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date (YYYY-MM-DD) as Singapore writes it: "3 Jan 2027" (APP-69). */
export function formatSingaporeDate(date: string): string {
  const { year, month, day } = parseCalendarDate(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** An instant as Singapore writes it, in Singapore time: "27 Nov 2026, 10:05 am" (OFF-17). */
export function formatSingaporeDateTime(epochMs: number): string {
  const clock = singaporeWallClock(epochMs);
  const hours = clock.getUTCHours();
  const minutes = String(clock.getUTCMinutes()).padStart(2, '0');
  const date = formatSingaporeDate(clock.toISOString().slice(0, 10));
  return `${date}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}
