import { applicationLocationSchema } from '@aviation-permits/domain/geo';
import type { ApplicationLocation, CoordinatePair } from '@aviation-permits/domain/geo';

// The typed-coordinates form (MAP-5), kept apart from its markup: what the inputs hold, the
// location they describe, and the domain schema's messages placed on the input they concern.

export type LocationKind = ApplicationLocation['kind'];

export const LOCATION_KIND_LABELS: Record<LocationKind, string> = {
  point: 'Point',
  circle: 'Circle (centre and radius)',
  polygon: 'Area (polygon)',
};

export interface CornerRow extends CoordinatePair {
  /** Stable React key: rows can be removed from the middle. */
  id: number;
}

export interface CoordinatesFormValues {
  kind: LocationKind;
  latitude: string;
  longitude: string;
  /** Metres, as typed. */
  radius: string;
  corners: CornerRow[];
}

/** A polygon form starts with as many rows as the schema's smallest area. */
const STARTING_CORNERS = 3;

let nextCornerId = 0;
export function cornerRow(pair: CoordinatePair = { latitude: '', longitude: '' }): CornerRow {
  nextCornerId += 1;
  return { id: nextCornerId, ...pair };
}

export function formValuesOf(location: ApplicationLocation | undefined): CoordinatesFormValues {
  const blank = { latitude: '', longitude: '', radius: '', corners: [] };
  switch (location?.kind) {
    case undefined:
      return { ...blank, kind: 'point' };
    case 'point':
      return { ...blank, kind: 'point', ...location.point };
    case 'circle':
      return {
        ...blank,
        kind: 'circle',
        ...location.centre,
        radius: String(location.radiusMetres),
      };
    case 'polygon':
      return { ...blank, kind: 'polygon', corners: location.points.map((p) => cornerRow(p)) };
  }
}

/** Switching kind keeps what was typed; an area gets its starting rows when it has none. */
export function withKind(values: CoordinatesFormValues, kind: LocationKind): CoordinatesFormValues {
  const corners =
    kind === 'polygon' && values.corners.length === 0
      ? Array.from({ length: STARTING_CORNERS }, () => cornerRow())
      : values.corners;
  return { ...values, kind, corners };
}

/** Field keys: latitude, longitude, radius, corners, corners.<index>.latitude|longitude. */
export type FieldErrors = Record<string, string>;

export type FormReading = { location: ApplicationLocation } | { errors: FieldErrors };

export function readLocation(values: CoordinatesFormValues): FormReading {
  const parsed = applicationLocationSchema.safeParse(candidateOf(values));
  if (parsed.success) return { location: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = fieldKeyOf(issue.path);
    errors[key] ??= issue.message;
  }
  return { errors };
}

function candidateOf(values: CoordinatesFormValues): unknown {
  const pair = { latitude: values.latitude, longitude: values.longitude };
  switch (values.kind) {
    case 'point':
      return { kind: 'point', point: pair };
    case 'circle': {
      const radius = values.radius.trim();
      // Empty stays undefined, so the schema says "Radius is mandatory.".
      return { kind: 'circle', centre: pair, radiusMetres: radius ? Number(radius) : undefined };
    }
    case 'polygon':
      return {
        kind: 'polygon',
        points: values.corners.map(({ latitude, longitude }) => ({ latitude, longitude })),
      };
  }
}

function fieldKeyOf(path: readonly PropertyKey[]): string {
  const [head, index, field] = path.map(String);
  if (head === 'point' || head === 'centre') return index ?? 'latitude';
  if (head === 'radiusMetres') return 'radius';
  if (head === 'points')
    return index !== undefined && field ? `corners.${index}.${field}` : 'corners';
  return 'kind';
}
