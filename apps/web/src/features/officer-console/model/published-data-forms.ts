import {
  addPublicHolidaySchema,
  publishRestrictedAreaSchema,
} from '@aviation-permits/domain/officer';
import {
  type ApplicationLocation,
  type TemporaryRestrictedArea,
} from '@aviation-permits/domain/geo';
import { z } from 'zod';

// The console's published-data forms (OFF-31, OFF-33, OFF-34): the fields as the form holds them
// (dates from the kit's dd/mm/yyyy entry, heights as text) turned into the call's values, then
// checked by the call's own schema, so the form and the server refuse the same things with the
// same messages.

/** The date entry's calendar date; a blank as missing, text that is no date left for the schema. */
const typedDate = z.string().transform((text) => (text.trim() === '' ? undefined : text));

const typedFeet = z.string().transform((text) => (text.trim() === '' ? undefined : Number(text)));

export const restrictedAreaFormSchema = z
  .object({
    name: z.string(),
    area: z.unknown(),
    floorFt: typedFeet,
    ceilingFt: typedFeet,
    from: typedDate,
    to: typedDate,
  })
  .pipe(publishRestrictedAreaSchema);
export type RestrictedAreaFormValues = z.input<typeof restrictedAreaFormSchema>;

export const publicHolidayFormSchema = z
  .object({ date: typedDate, name: z.string() })
  .pipe(addPublicHolidaySchema);
export type PublicHolidayFormValues = z.input<typeof publicHolidayFormSchema>;

type AreaShape = TemporaryRestrictedArea['area'];

/** A shape drawn on the map as an area; a point is not one (undefined). */
export function areaOfLocation(location: ApplicationLocation | undefined): AreaShape | undefined {
  const latLng = ({ latitude, longitude }: { latitude: string; longitude: string }) => ({
    lat: Number(latitude),
    lng: Number(longitude),
  });
  switch (location?.kind) {
    case 'circle':
      return { kind: 'circle', centre: latLng(location.centre), radiusM: location.radiusMetres };
    case 'polygon':
      return { kind: 'polygon', ring: location.points.map(latLng) };
    default:
      return undefined;
  }
}

/** An uploaded area as the map shows it, so the supervisor sees what the file holds. */
export function locationOfArea(area: AreaShape): ApplicationLocation {
  const pair = ({ lat, lng }: { lat: number; lng: number }) => ({
    latitude: String(lat),
    longitude: String(lng),
  });
  return area.kind === 'circle'
    ? { kind: 'circle', centre: pair(area.centre), radiusMetres: area.radiusM }
    : { kind: 'polygon', points: area.ring.map(pair) };
}
