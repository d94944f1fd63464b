import { z } from 'zod';
import { coordinateField } from '../schemas/field-schemas.js';

// An application's location (docs/requirements.md MAP-4): a point, a circle (centre and radius) or
// a polygon. Coordinates travel and are stored as the text the applicant typed or the map
// produced, so the coordinate rule (3 integer digits, 14 decimals) judges exactly what was given;
// `toGeoJson` turns a location into a GeoJSON Feature, numbers in [longitude, latitude] order,
// which the application record carries beside the form.

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
const positionSchema = z.tuple([z.number(), z.number()]);
export type Position = z.infer<typeof positionSchema>;

/**
 * The location as a GeoJSON Feature (RFC 7946) for the tools that read one (MAP-4). GeoJSON has
 * no circle: a circle is its centre Point with `radiusMetres` in the properties, as Leaflet and
 * most GIS tools keep it; `kind` says which of the three shapes the applicant drew.
 */
export const locationFeatureSchema = z.object({
  type: z.literal('Feature'),
  geometry: z.discriminatedUnion('type', [
    z.object({ type: z.literal('Point'), coordinates: positionSchema }),
    z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(positionSchema)) }),
  ]),
  properties: z.object({
    kind: z.literal(['point', 'circle', 'polygon']),
    radiusMetres: z.number().optional(),
  }),
});
export type LocationFeature = z.infer<typeof locationFeatureSchema>;

function position({ latitude, longitude }: CoordinatePair): Position {
  return [Number(longitude), Number(latitude)];
}

export function toGeoJson(location: ApplicationLocation): LocationFeature {
  switch (location.kind) {
    case 'point':
      return {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: position(location.point) },
        properties: { kind: 'point' },
      };
    case 'circle':
      return {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: position(location.centre) },
        properties: { kind: 'circle', radiusMetres: location.radiusMetres },
      };
    case 'polygon': {
      // A GeoJSON ring is closed: its last position repeats its first.
      const ring = location.points.map(position);
      const [first] = ring;
      return {
        type: 'Feature',
        geometry: { type: 'Polygon', coordinates: [first ? [...ring, first] : ring] },
        properties: { kind: 'polygon' },
      };
    }
  }
}
