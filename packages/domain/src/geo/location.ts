import { z } from 'zod';
import { coordinateField } from '../schemas/field-schemas.js';

// An application's location (docs/requirements.md MAP-4): a point, a circle (centre and radius) or
// a polygon, stored as GeoJSON. Coordinates travel as the text the applicant typed or the map
// produced, so the coordinate rule (3 integer digits, 14 decimals) judges exactly what was given;
// `toGeoJson` turns them into numbers in GeoJSON's [longitude, latitude] order.

/** Largest circle radius the map accepts, in metres: beyond it the circle leaves Singapore. */
export const MAX_CIRCLE_RADIUS_M = 50_000;
/** A polygon needs at least 3 corners; more than 200 is not a drawing but a data dump. */
export const MIN_POLYGON_POINTS = 3;
export const MAX_POLYGON_POINTS = 200;

export const coordinatePairSchema = z.object({
  latitude: coordinateField('Latitude'),
  longitude: coordinateField('Longitude'),
});
export type CoordinatePair = z.infer<typeof coordinatePairSchema>;

export const applicationLocationSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('point'), point: coordinatePairSchema }),
    z.object({
      kind: z.literal('circle'),
      centre: coordinatePairSchema,
      radiusMetres: z
        .number({ error: 'Radius is mandatory.' })
        .positive('Radius must be more than 0 m')
        .max(MAX_CIRCLE_RADIUS_M, `Radius cannot be more than ${MAX_CIRCLE_RADIUS_M} m`),
    }),
    z.object({
      kind: z.literal('polygon'),
      points: z
        .array(coordinatePairSchema)
        .min(MIN_POLYGON_POINTS, `An area needs at least ${MIN_POLYGON_POINTS} points`)
        .max(MAX_POLYGON_POINTS, `An area can have at most ${MAX_POLYGON_POINTS} points`),
    }),
  ],
  { error: 'Location on map is mandatory.' },
);
export type ApplicationLocation = z.infer<typeof applicationLocationSchema>;

/** GeoJSON position: [longitude, latitude]. */
export type Position = [number, number];

export type LocationGeoJson =
  { type: 'Point'; coordinates: Position } | { type: 'Polygon'; coordinates: Position[][] };

function position({ latitude, longitude }: CoordinatePair): Position {
  return [Number(longitude), Number(latitude)];
}

/**
 * The location as a GeoJSON geometry. GeoJSON has no circle: a circle is its centre Point, with the
 * radius kept beside it (`radiusMetres` in the feature's properties), as Leaflet and most GIS do.
 */
export function toGeoJson(location: ApplicationLocation): LocationGeoJson {
  switch (location.kind) {
    case 'point':
      return { type: 'Point', coordinates: position(location.point) };
    case 'circle':
      return { type: 'Point', coordinates: position(location.centre) };
    case 'polygon': {
      const ring = location.points.map(position);
      const [first] = ring;
      return { type: 'Polygon', coordinates: [first ? [...ring, first] : ring] };
    }
  }
}
