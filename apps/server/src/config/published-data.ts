import { isCalendarDate } from '@aviation-permits/domain/validation';
import {
  parseTemporaryRestrictedAreasFile,
  type TemporaryRestrictedArea,
} from '@aviation-permits/domain/geo';
import { publicHolidaysWith } from '@aviation-permits/domain/activity';
import { z } from 'zod';
import { readConfigFile, type ConfigFileReading } from './file.js';

// Data the authorities publish that the rules read, read by config.ts with the rest of the
// environment (OPS-2): public holidays beyond the list the domain ships (APP-3), and the temporary
// restricted areas (ENQ-12, MAP-6), which the portal never invents. Neither is required: the
// shipped holidays and no temporary area are true defaults, in production too.

const holidayList = z.string().transform((text, context) => {
  const dates = text
    .split(',')
    .map((date) => date.trim())
    .filter((date) => date.length > 0);
  const wrong = dates.filter((date) => !isCalendarDate(date));
  if (wrong.length > 0) {
    context.addIssue({ code: 'custom', message: `not a date (YYYY-MM-DD): ${wrong.join(', ')}` });
    return z.NEVER;
  }
  return dates;
});

export const publishedDataEnvironment = {
  /**
   * Public holidays beyond the Ministry of Manpower's list the portal ships
   * (packages/domain singapore-public-holidays.ts), comma-separated YYYY-MM-DD: a year not shipped
   * yet, a changed date, a polling day. Not working days for the lead time.
   */
  PUBLIC_HOLIDAYS: holidayList.optional(),
  /**
   * A GeoJSON FeatureCollection file of the temporary restricted areas (name, closed band in feet,
   * dates per feature; packages/domain temporary-restricted-areas-file.ts), read at start and
   * relative to the working directory. Absent: none.
   */
  TEMPORARY_RESTRICTED_AREAS_FILE: z.string().min(1).optional(),
};

type PublishedDataEnvironment = z.infer<z.ZodObject<typeof publishedDataEnvironment>>;

/** Reads TEMPORARY_RESTRICTED_AREAS_FILE once, at start; a bad file stops the start. */
export function readTemporaryRestrictedAreas(
  values: Record<string, string>,
  workingDirectory: string,
): ConfigFileReading<readonly TemporaryRestrictedArea[]> {
  return readConfigFile(values, 'TEMPORARY_RESTRICTED_AREAS_FILE', workingDirectory, {
    absent: [],
    parse: parseTemporaryRestrictedAreasFile,
  });
}

export interface PublishedDataSettings {
  /** The shipped public holidays with PUBLIC_HOLIDAYS', in date order: the one list both sides use. */
  publicHolidays: readonly string[];
  /** From TEMPORARY_RESTRICTED_AREAS_FILE; served through platform/temporary-restricted-areas.ts. */
  temporaryRestrictedAreas: readonly TemporaryRestrictedArea[];
}

export function publishedDataSettings(
  environment: PublishedDataEnvironment,
  temporaryRestrictedAreas: readonly TemporaryRestrictedArea[],
): PublishedDataSettings {
  return {
    publicHolidays: publicHolidaysWith(environment.PUBLIC_HOLIDAYS ?? []),
    temporaryRestrictedAreas,
  };
}
