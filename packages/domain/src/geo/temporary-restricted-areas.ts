import { z } from 'zod/mini';

// Temporary restricted areas (domain-facts "When an aerial activity needs a permit"): airspace
// closed on listed dates, for example for national-event rehearsals. Any activity inside one on
// its dates needs a permit (docs/requirements.md ENQ-12). They are data the authority publishes,
// never part of the code: the server reads them from its configuration
// (temporary-restricted-areas-file.ts) and hands the list to the map, the Enquiry Tool and the
// forms, so the browser judges with the server's list. This schema is the list as it travels;
// written with `zod/mini` because the shared init-data carries it (start-up-schemas.ts, PERF-8).

const latLngSchema = z.object({ lat: z.number(), lng: z.number() });
const calendarDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const datePeriodSchema = z.object({
  /** First day, 'YYYY-MM-DD' (Singapore), inclusive. */
  from: calendarDate,
  /** Last day, inclusive. */
  to: calendarDate,
});
export type DatePeriod = z.infer<typeof datePeriodSchema>;

export const temporaryRestrictedAreaSchema = z.object({
  id: z.string(),
  name: z.string(),
  area: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('circle'), centre: latLngSchema, radiusM: z.number() }),
    z.object({ kind: z.literal('polygon'), ring: z.array(latLngSchema) }),
  ]),
  /** The closed band of airspace, in feet above mean sea level (0 = from the ground). */
  floorFt: z.number(),
  ceilingFt: z.number(),
  periods: z.array(datePeriodSchema),
});
export type TemporaryRestrictedArea = z.infer<typeof temporaryRestrictedAreaSchema>;

/** Whether a date ('YYYY-MM-DD') falls in a period; ISO dates compare as text. */
export function periodContains(period: DatePeriod, date: string): boolean {
  return period.from <= date && date <= period.to;
}

/** Whether two periods share at least one day. */
export function periodsOverlap(a: DatePeriod, b: DatePeriod): boolean {
  return a.from <= b.to && b.from <= a.to;
}

/**
 * The areas as they stand on `today`: each with only its periods not yet over, and none whose
 * every period is over. What the map draws and the rules judge from `today` on.
 */
export function areasInForce(
  areas: readonly TemporaryRestrictedArea[],
  today: string,
): TemporaryRestrictedArea[] {
  return areas
    .map((area) => ({ ...area, periods: area.periods.filter((period) => period.to >= today) }))
    .filter((area) => area.periods.length > 0);
}
