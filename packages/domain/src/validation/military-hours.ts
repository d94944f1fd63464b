import {
  parseSingaporeDateTime,
  singaporeMidnightPlusHours,
  singaporeWallClock,
} from './singapore-time.js';

// Military operating hours (domain-facts, "Military operating hours"): Monday to Friday
// 07:00–19:00 and Saturday 07:00–13:00, Singapore time. Sunday has none.

/** Opening and closing hour by day of the week (0 = Sunday, as Date.getUTCDay counts). */
export const MILITARY_OPERATING_HOURS: Readonly<Record<number, { from: number; to: number }>> = {
  1: { from: 7, to: 19 },
  2: { from: 7, to: 19 },
  3: { from: 7, to: 19 },
  4: { from: 7, to: 19 },
  5: { from: 7, to: 19 },
  6: { from: 7, to: 13 },
};

const DAY_MS = 24 * 60 * 60 * 1000;
// Any span this long contains a weekday's operating hours, so longer spans need no day-by-day walk.
const WEEK_MS = 7 * DAY_MS;

function overlaps(start: number, end: number, windowStart: number, windowEnd: number): boolean {
  // A zero-length activity (start equals end) overlaps when its instant falls inside the window.
  if (start === end) return start >= windowStart && start < windowEnd;
  return start < windowEnd && end > windowStart;
}

/**
 * Whether an activity from start to end (ISO date-times; without an offset they are Singapore
 * times) overlaps military operating hours. Throws a RangeError when the end is before the start.
 */
export function overlapsMilitaryHours(startIso: string, endIso: string): boolean {
  const start = parseSingaporeDateTime(startIso);
  const end = parseSingaporeDateTime(endIso);
  if (end < start) throw new RangeError(`End ${endIso} is before start ${startIso}`);
  if (end - start >= WEEK_MS) return true;

  const firstDay = singaporeWallClock(start);
  firstDay.setUTCHours(0, 0, 0, 0);
  const lastDay = singaporeWallClock(end);
  for (let day = firstDay; day <= lastDay; day = new Date(day.getTime() + DAY_MS)) {
    const hours = MILITARY_OPERATING_HOURS[day.getUTCDay()];
    if (!hours) continue;
    const windowStart = singaporeMidnightPlusHours(day, hours.from);
    const windowEnd = singaporeMidnightPlusHours(day, hours.to);
    if (overlaps(start, end, windowStart, windowEnd)) return true;
  }
  return false;
}
