import { checkDateText, checkTimeText } from '../../validation/date-time-text.js';
import { parseSingaporeDateTime } from '../../validation/singapore-time.js';

// When an application's activity starts (LIFE-4): its earliest row's start date and time, Singapore
// time, or a crane's machinery start date at midnight. An unpaid or unanswered application whose
// activity has started can no longer be approved in time, so the lifecycle job expires it.

export interface TimedApplication {
  dateTimeRows?: readonly { startDate?: string; startTime?: string }[];
  machineryStartDate?: string;
}

const wellFormedDate = (date: string | undefined): date is string =>
  !!date && !checkDateText(date, '');

/** Milliseconds since the epoch, or undefined when the form holds no well-formed start. */
export function activityStartsAt(application: TimedApplication): number | undefined {
  const starts = (application.dateTimeRows ?? [])
    .filter((row) => wellFormedDate(row.startDate))
    .map((row) => {
      const time = row.startTime && !checkTimeText(row.startTime, '') ? row.startTime : '00:00';
      return parseSingaporeDateTime(`${row.startDate}T${time}`);
    });
  if (wellFormedDate(application.machineryStartDate)) {
    starts.push(parseSingaporeDateTime(`${application.machineryStartDate}T00:00`));
  }
  return starts.length === 0 ? undefined : Math.min(...starts);
}

/** Whether the activity has started at `now` (LIFE-4); an application without a start never has. */
export function hasActivityStarted(application: TimedApplication, now: Date): boolean {
  const start = activityStartsAt(application);
  return start !== undefined && start <= now.getTime();
}
