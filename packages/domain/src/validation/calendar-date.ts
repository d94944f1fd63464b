// Calendar dates as the forms hold them: 'YYYY-MM-DD' strings with no time zone, so "today" and
// month arithmetic never depend on the clock or zone of the machine running the code.

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDateParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Throws a RangeError for anything that is not a real date in 'YYYY-MM-DD' form. */
export function parseCalendarDate(value: string): CalendarDateParts {
  const match = CALENDAR_DATE.exec(value);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number);
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month)
  ) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): "${value}"`);
  }
  return { year, month, day };
}

export function formatCalendarDate({ year, month, day }: CalendarDateParts): string {
  const pad = (part: number, width: number) => String(part).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * The same day of the month a number of months later; when that month is shorter, its last day
 * (31 January plus 1 month is 28 or 29 February), as people count "within 3 months".
 */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parseCalendarDate(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  return formatCalendarDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/** Negative when a is before b, zero when equal, positive when after. */
export function compareCalendarDates(a: string, b: string): number {
  parseCalendarDate(a);
  parseCalendarDate(b);
  // Zero-padded ISO dates order as strings order.
  return a < b ? -1 : a > b ? 1 : 0;
}
