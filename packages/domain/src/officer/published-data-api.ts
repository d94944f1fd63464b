import { z } from 'zod';
import { calendarDateSchema, isCalendarDate } from '../validation/calendar-date-schema.js';
import { SERVICE_BASE_PATHS } from '../http/service-paths.js';
import { mandatoryMessage } from '../messages/validation-messages.js';
import { safeString } from '../validation/safe-text.js';
import { temporaryRestrictedAreaSchema } from '../geo/temporary-restricted-areas.js';
import { MAX_POLYGON_POINTS, MIN_POLYGON_POINTS } from '../geo/location.js';
import { areaRadiusMetresSchema } from '../geo/temporary-restricted-areas-file.js';
import { MAX_OFFICER_TEXT_LENGTH } from './officer-application-api.js';

// The data the authority publishes through the officer console (OFF-30 to OFF-36): temporary
// restricted areas, which the map, the Enquiry Tool and the submission check read from their start
// to their end, and public holidays beyond the shipped and configured list, which the working-day
// lead times skip. Any officer reads them; only a supervisor publishes, withdraws, adds or removes.

const BASE = SERVICE_BASE_PATHS.officer;

export const PUBLISHED_DATA_API_PATHS = {
  /** GET: the published areas (newest first) and the configured ones; POST: publish one. */
  restrictedAreas: `${BASE}/restricted-areas`,
  /** POST { reason }: ends a published area at once. */
  restrictedAreaWithdrawal: (id: string) => `${BASE}/restricted-areas/${id}/withdrawal`,
  /** GET: the shipped and configured holidays and those added here; POST { date, name }: add one. */
  publicHolidays: `${BASE}/public-holidays`,
  /** POST: removes a date added in the console. */
  publicHolidayRemoval: (date: string) => `${BASE}/public-holidays/${date}/removal`,
} as const;

/** The same calls as Fastify route patterns (the server registers these). */
export const PUBLISHED_DATA_ROUTE_PATTERNS = {
  restrictedAreaWithdrawal: `${BASE}/restricted-areas/:id/withdrawal`,
  publicHolidayRemoval: `${BASE}/public-holidays/:date/removal`,
} as const;

const text = (label: string, max: number, multiline = false) =>
  safeString(label, { multiline, notTextMessage: mandatoryMessage(label) })
    .trim()
    .min(1, mandatoryMessage(label))
    .max(max, `${label} must be at most ${max} characters`);

const dateOf = (label: string) =>
  z.string({ error: mandatoryMessage(label) }).refine(isCalendarDate, `${label} is invalid`);

const latLng = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

const AREA_MISSING =
  'Area is mandatory: draw a circle or a polygon on the map, or upload a GeoJSON file.';

/** A circle or a polygon, drawn in the console or read from an uploaded file. */
const restrictedAreaShapeSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('circle'), centre: latLng, radiusM: areaRadiusMetresSchema }),
    z.object({
      kind: z.literal('polygon'),
      ring: z
        .array(latLng)
        .min(MIN_POLYGON_POINTS, `An area needs at least ${MIN_POLYGON_POINTS} corners`)
        .max(MAX_POLYGON_POINTS, `An area can have at most ${MAX_POLYGON_POINTS} corners`),
    }),
  ],
  { error: AREA_MISSING },
);

const feet = (label: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? mandatoryMessage(label) : `${label} must be a number of feet`,
    })
    .int(`${label} must be a whole number of feet`)
    .nonnegative(`${label} cannot be below 0 ft`)
    .max(60_000, `${label} cannot be above 60000 ft`);

/** POST PUBLISHED_DATA_API_PATHS.restrictedAreas. */
export const publishRestrictedAreaSchema = z
  .object({
    name: text('Name', 200),
    area: restrictedAreaShapeSchema,
    /** The closed band, feet above mean sea level, as TemporaryRestrictedArea has it. */
    floorFt: feet('Lower height'),
    ceilingFt: feet('Upper height'),
    /** First and last day, Singapore dates, inclusive. */
    from: dateOf('Start date'),
    to: dateOf('End date'),
  })
  .refine((value) => value.floorFt < value.ceilingFt, {
    path: ['ceilingFt'],
    message: 'Upper height must be above the lower height',
  })
  .refine((value) => value.from <= value.to, {
    path: ['to'],
    message: 'End date cannot be before the start date',
  });
export type PublishRestrictedArea = z.infer<typeof publishRestrictedAreaSchema>;

/** A period that is over on the server's date is refused: it would never be drawn or judged. */
export function restrictedAreaEndIssue(to: string, today: string): string | undefined {
  return to < today ? 'End date cannot be in the past' : undefined;
}

/** POST PUBLISHED_DATA_API_PATHS.restrictedAreaWithdrawal(id). */
export const withdrawRestrictedAreaSchema = z.object({
  reason: text('Reason', MAX_OFFICER_TEXT_LENGTH, true),
});
export type WithdrawRestrictedArea = z.infer<typeof withdrawRestrictedAreaSchema>;

export const RESTRICTED_AREA_STATES = ['upcoming', 'in-force', 'ended', 'withdrawn'] as const;
export type RestrictedAreaState = (typeof RESTRICTED_AREA_STATES)[number];

export const RESTRICTED_AREA_STATE_LABELS: Readonly<Record<RestrictedAreaState, string>> = {
  upcoming: 'Upcoming',
  'in-force': 'In force',
  ended: 'Ended',
  withdrawn: 'Withdrawn',
};

/** Where a published area stands on a date (the server's, in Singapore). */
export function restrictedAreaState(
  area: { from: string; to: string; withdrawnAt: string | null },
  today: string,
): RestrictedAreaState {
  if (area.withdrawnAt !== null) return 'withdrawn';
  if (area.to < today) return 'ended';
  return area.from <= today ? 'in-force' : 'upcoming';
}

export const publishedRestrictedAreaSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  area: restrictedAreaShapeSchema,
  floorFt: z.number(),
  ceilingFt: z.number(),
  from: calendarDateSchema,
  to: calendarDateSchema,
  state: z.enum(RESTRICTED_AREA_STATES),
  publishedAt: z.iso.datetime(),
  publishedBy: z.string(),
  withdrawnAt: z.iso.datetime().nullable(),
  withdrawnBy: z.string().nullable(),
  withdrawalReason: z.string().nullable(),
});
export type PublishedRestrictedArea = z.infer<typeof publishedRestrictedAreaSchema>;

/** GET PUBLISHED_DATA_API_PATHS.restrictedAreas. */
export const officerRestrictedAreasSchema = z.object({
  published: z.array(publishedRestrictedAreaSchema),
  /** From TEMPORARY_RESTRICTED_AREAS_FILE: read-only here. */
  configured: z.array(temporaryRestrictedAreaSchema),
});
export type OfficerRestrictedAreas = z.infer<typeof officerRestrictedAreasSchema>;

/** POST PUBLISHED_DATA_API_PATHS.publicHolidays. */
export const addPublicHolidaySchema = z.object({
  date: dateOf('Date'),
  name: text('Name', 100),
});
export type AddPublicHoliday = z.infer<typeof addPublicHolidaySchema>;

export const addedPublicHolidaySchema = z.object({
  date: calendarDateSchema,
  name: z.string(),
  addedAt: z.iso.datetime(),
  addedBy: z.string(),
});
export type AddedPublicHoliday = z.infer<typeof addedPublicHolidaySchema>;

/** GET PUBLISHED_DATA_API_PATHS.publicHolidays. */
export const officerPublicHolidaysSchema = z.object({
  /** The shipped list with PUBLIC_HOLIDAYS': read-only here. */
  published: z.array(calendarDateSchema),
  /** Added in the console, in date order; each removable. */
  added: z.array(addedPublicHolidaySchema),
});
export type OfficerPublicHolidays = z.infer<typeof officerPublicHolidaysSchema>;
