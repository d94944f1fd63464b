import { leadTimeMessage } from '../../messages/application-messages.js';
import { compareCalendarDates } from '../../validation/calendar-date.js';
import { CATEGORIES, type CategoryId } from '../categories.js';
import { SINGAPORE_PUBLIC_HOLIDAYS } from './singapore-public-holidays.js';
import { addWorkingDays } from './working-days.js';

// The lead time (domain-facts "Lead times, processing and fees"): apply at least 7 working days
// before the start; aerial photography needs 14 because other agencies are consulted. An
// application must reach the authority at least one processing time before it starts, so the lead
// time is each category's processing time (categories.ts), not a second copy of the figures.

export function leadTimeWorkingDays(category: CategoryId): number {
  const found = CATEGORIES.find((candidate) => candidate.id === category);
  if (!found) throw new RangeError(`Unknown category ${String(category)}`);
  return found.processingWorkingDays;
}

export interface LeadTimeContext {
  /** Today in Singapore, 'YYYY-MM-DD' (singaporeCalendarDate). */
  today: string;
  /** Public holidays ('YYYY-MM-DD'); default SINGAPORE_PUBLIC_HOLIDAYS. */
  holidays?: readonly string[];
}

/** The earliest start date an application made today may have (what a date picker offers). */
export function earliestStartDate(
  category: CategoryId,
  { today, holidays = SINGAPORE_PUBLIC_HOLIDAYS }: LeadTimeContext,
): string {
  return addWorkingDays(today, leadTimeWorkingDays(category), holidays);
}

/** "Apply at least N working days before the activity starts." when the start is too soon. */
export function checkLeadTime(
  startDate: string,
  category: CategoryId,
  context: LeadTimeContext,
): string | undefined {
  return compareCalendarDates(startDate, earliestStartDate(category, context)) < 0
    ? leadTimeMessage(leadTimeWorkingDays(category))
    : undefined;
}
