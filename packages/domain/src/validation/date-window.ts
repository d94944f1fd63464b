import { PORTAL_CONSTANTS } from '../constants/portal-constants.js';
import { VALIDATION_MESSAGES } from '../messages/validation-messages.js';
import { addMonths, compareCalendarDates } from './calendar-date.js';

// The date rules (APP-30, APP-31) for a start and end date row. Dates are 'YYYY-MM-DD'; "today"
// is an argument (see singaporeCalendarDate) so the rules never read a hidden clock.

export interface DateWindowInput {
  /** Either date may still be empty while the user fills the form. */
  startDate?: string;
  endDate?: string;
  today: string;
}

export interface DateWindowErrors {
  startDate?: string;
  endDate?: string;
}

function isBefore(a: string, b: string): boolean {
  return compareCalendarDates(a, b) < 0;
}

function checkStartDate(startDate: string, endDate: string | undefined, today: string) {
  if (isBefore(startDate, today)) return VALIDATION_MESSAGES.pastDate;
  if (isBefore(addMonths(today, PORTAL_CONSTANTS.startDateWindowMonths), startDate)) {
    return VALIDATION_MESSAGES.startTooFar;
  }
  if (endDate && isBefore(endDate, startDate)) return VALIDATION_MESSAGES.startAfterEnd;
  return undefined;
}

function checkEndDate(endDate: string, startDate: string | undefined, today: string) {
  if (isBefore(endDate, today)) return VALIDATION_MESSAGES.pastDate;
  if (!startDate) return undefined;
  if (isBefore(endDate, startDate)) return VALIDATION_MESSAGES.endBeforeStart;
  if (isBefore(addMonths(startDate, PORTAL_CONSTANTS.endDateWindowMonths), endDate)) {
    return VALIDATION_MESSAGES.endTooFar;
  }
  return undefined;
}

/**
 * The message for each date that breaks a rule. Today is allowed ("cannot be Past Date"), and so
 * is a date exactly 3 months from today or 12 months from the start ("cannot be more than").
 * Throws a RangeError for a malformed date: the date picker only produces well-formed ones.
 */
export function checkDateWindow({ startDate, endDate, today }: DateWindowInput): DateWindowErrors {
  const errors: DateWindowErrors = {};
  const startError = startDate ? checkStartDate(startDate, endDate, today) : undefined;
  const endError = endDate ? checkEndDate(endDate, startDate, today) : undefined;
  if (startError) errors.startDate = startError;
  if (endError) errors.endDate = endError;
  return errors;
}
