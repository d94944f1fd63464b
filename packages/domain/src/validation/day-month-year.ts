import { formatCalendarDate, parseCalendarDate } from './calendar-date.js';
import { isCalendarDate } from './calendar-date-schema.js';

// Dates as people in Singapore type them, dd/mm/yyyy (OFF-33): the console's date fields take
// this form and send the calendar date ('YYYY-MM-DD') that every rule and call uses.

const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** '3/1/2027' or '03/01/2027' as '2027-01-03'; undefined for anything else, 31/02/2027 too. */
export function parseDayMonthYear(text: string): string | undefined {
  const match = DAY_MONTH_YEAR.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const date = formatCalendarDate({ year, month, day });
  return isCalendarDate(date) ? date : undefined;
}

/** '2027-01-03' as '03/01/2027', the form a field shows it in. */
export function formatDayMonthYear(date: string): string {
  const { year, month, day } = parseCalendarDate(date);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}
