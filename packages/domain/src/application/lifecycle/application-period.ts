import { checkDateText } from '../../validation/date-time-text.js';

// The first start and last end date of an application, from its date/time rows and, for cranes,
// its machinery period: what the dashboard shows and sorts by, and what decides between Active and
// Past. Reads drafts too, so every date may be missing or malformed; those are skipped.

export interface DatedApplication {
  dateTimeRows?: readonly { startDate?: string; endDate?: string }[];
  machineryStartDate?: string;
  machineryEndDate?: string;
}

export interface ApplicationPeriod {
  firstStartDate?: string;
  lastEndDate?: string;
}

function wellFormed(dates: (string | undefined)[]): string[] {
  return dates.filter((date): date is string => !!date && !checkDateText(date, ''));
}

export function applicationPeriod(application: DatedApplication): ApplicationPeriod {
  const rows = application.dateTimeRows ?? [];
  // 'YYYY-MM-DD' dates order as strings order.
  const starts = wellFormed([
    ...rows.map((row) => row.startDate),
    application.machineryStartDate,
  ]).sort();
  const ends = wellFormed([...rows.map((row) => row.endDate), application.machineryEndDate]).sort();
  return { firstStartDate: starts[0], lastEndDate: ends.at(-1) };
}
