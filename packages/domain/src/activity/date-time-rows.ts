import type { AerialActivityCode } from './aerial-activity-types.js';
import type { CategoryId } from './categories.js';
import { checkDateWindow } from '../validation/date-window.js';
import { checkRestrictedTimes } from './restricted-times.js';
import { checkLeadTime } from './lead-time/lead-time.js';
import { addCalendarDays } from './lead-time/working-days.js';
import { checkDateText, checkTimeText } from '../validation/date-time-text.js';
import type { SubmissionContext } from './submission-context.js';

// The date/time rows every application has (APP-10): 1 to N rows of start and
// end date ('YYYY-MM-DD') and start and end time ('HH:mm'), Singapore time. A row means the
// activity takes place on every day from the start date to the end date, from the start time to
// the end time; an end time earlier than the start time runs past midnight into the next day.
// The rules are here and their zod schemas in date-time-row-schemas.ts, so that a page which
// only needs the fields or the rules (the Enquiry Tool) does not build the schemas (PERF-11).

export const DATE_TIME_ROW_FIELDS = {
  startDate: { label: 'Start Date', kind: 'date' },
  endDate: { label: 'End Date', kind: 'date' },
  startTime: { label: 'Start Time', kind: 'time' },
  endTime: { label: 'End Time', kind: 'time' },
} as const;

/** Most rows one application holds: more is a different application, not a schedule (ours). */
export const MAX_DATE_TIME_ROWS = 20;
export const DATE_TIME_ROWS_LABEL = 'Date and Time';

export interface DateTimeRow {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
}

/** Days after which the daily pattern repeats: military hours follow the week. */
const WEEK_DAYS = 7;

/** Each day's span of a well-formed row, as Singapore ISO date-times, at most one week's worth. */
export function dailySpans(row: DateTimeRow): [string, string][] {
  const spans: [string, string][] = [];
  const overnight = row.endTime < row.startTime;
  for (let day = row.startDate, count = 0; day <= row.endDate && count < WEEK_DAYS; count++) {
    const endDay = overnight ? addCalendarDays(day, 1) : day;
    spans.push([`${day}T${row.startTime}`, `${endDay}T${row.endTime}`]);
    day = addCalendarDays(day, 1);
  }
  return spans;
}

export interface RowRuleOptions extends SubmissionContext {
  category: CategoryId;
  /** The aerial activity, for the restricted-times rule. */
  activity?: AerialActivityCode;
}

type Issue = { path: (keyof DateTimeRow)[]; message: string };

/** Both dates and both times are in their formats. */
export function isWellFormedRow(row: DateTimeRow): boolean {
  return (
    !checkDateText(row.startDate, '') &&
    !checkDateText(row.endDate, '') &&
    !checkTimeText(row.startTime, '') &&
    !checkTimeText(row.endTime, '')
  );
}

/** The date window, lead-time and restricted-times rules of one row (APP-2, APP-3). */
export function dateTimeRowIssues(row: DateTimeRow, options: RowRuleOptions): Issue[] {
  const { today, category, activity, applyLeadTime = true } = options;
  const issues: Issue[] = [];
  const startDate = checkDateText(row.startDate, '') ? undefined : row.startDate;
  const endDate = checkDateText(row.endDate, '') ? undefined : row.endDate;
  const window = checkDateWindow({ startDate, endDate, today });
  if (window.startDate) issues.push({ path: ['startDate'], message: window.startDate });
  if (window.endDate) issues.push({ path: ['endDate'], message: window.endDate });
  if (startDate && !window.startDate && applyLeadTime) {
    const message = checkLeadTime(startDate, category, options);
    if (message) issues.push({ path: ['startDate'], message });
  }
  if (activity && isWellFormedRow(row) && row.startDate <= row.endDate) {
    const restricted = dailySpans(row)
      .map(([start, end]) => checkRestrictedTimes(activity, start, end))
      .find(Boolean);
    if (restricted) issues.push({ path: ['startTime'], message: restricted });
  }
  return issues;
}
