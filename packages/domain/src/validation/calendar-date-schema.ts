import { z } from 'zod';
import { parseCalendarDate } from './calendar-date.js';

// A real calendar date in 'YYYY-MM-DD' form (not 2026-02-30), for schemas that take dates as
// data: the Enquiry Tool's rows, the configured public holidays and temporary restricted areas.

export function isCalendarDate(value: string): boolean {
  try {
    parseCalendarDate(value);
    return true;
  } catch {
    return false;
  }
}

export const calendarDateSchema = z.string().refine(isCalendarDate, 'must be a date (YYYY-MM-DD)');
