import { z } from 'zod';
import { calendarDateSchema } from '../validation/calendar-date-schema.js';
import { parseJsonFile, type JsonFileResult } from '../validation/json-file.js';
import type { TemporaryRestrictedArea } from './temporary-restricted-areas.js';

// The temporary restricted areas as the authority publishes them to the portal (ENQ-12, MAP-6): a
// GeoJSON FeatureCollection (RFC 7946, positions [longitude, latitude]), one Feature per area,
// read by the server at start from TEMPORARY_RESTRICTED_AREAS_FILE (docs/configuration.md). GeoJSON
// has no circle: a circle is its centre Point with `radiusMetres` in the properties, as an
// application's location is (MAP-4). A bad file stops the start with the path of what is wrong.
//
//   { "type": "FeatureCollection", "features": [{
//       "type": "Feature", "id": "rehearsal-marina-bay",
//       "geometry": { "type": "Point", "coordinates": [103.8592, 1.2887] },
//       "properties": { "name": "…", "radiusMetres": 3000, "floorFt": 0, "ceilingFt": 2500,
//                       "periods": [{ "from": "2026-07-04", "to": "2026-07-04" }] } }] }

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
type Position = z.infer<typeof position>;

const samePosition = (a: Position | undefined, b: Position | undefined): boolean =>
  a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];

const outerRing = z
  .array(position)
  .min(4, 'a ring needs at least 3 corners and its first position repeated at the end')
  .refine(
    (ring) => samePosition(ring[0], ring.at(-1)),
    'a ring ends with its first position (RFC 7946)',
  );

/** A GeoJSON area: a Polygon, or a Point that a radius makes a circle (also restricted-area-geojson.ts). */
export const areaGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: position }),
  z.object({ type: z.literal('Polygon'), coordinates: z.tuple([outerRing]) }),
]);

const feet = z.number().int().nonnegative();

/** A circle's radius in metres, in the file and in an uploaded area (restricted-area-geojson.ts). */
export const areaRadiusMetresSchema = z.number().positive().max(100_000);

const period = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((value) => value.from <= value.to, { message: 'must not end before it starts' });

const properties = z
  .object({
    name: z.string().trim().min(1).max(200),
    /** A Point's radius; a Polygon has none. */
    radiusMetres: areaRadiusMetresSchema.optional(),
    floorFt: feet,
    ceilingFt: feet,
    periods: z.array(period).min(1),
  })
  .refine((value) => value.floorFt < value.ceilingFt, {
    path: ['ceilingFt'],
    message: 'must be above floorFt',
  });

const feature = z
  .object({
    type: z.literal('Feature'),
    id: z.string().trim().min(1).max(100),
    geometry: areaGeometrySchema,
    properties,
  })
  .refine(
    (value) => (value.geometry.type === 'Point') === (value.properties.radiusMetres !== undefined),
    {
      path: ['properties', 'radiusMetres'],
      message: 'a Point (a circle) needs radiusMetres, and a Polygon takes none',
    },
  );
type AreaFeature = z.infer<typeof feature>;

/** A checked geometry as the area the rules and the map read; a Point's radius makes it a circle. */
export function areaShapeOf(
  shape: z.infer<typeof areaGeometrySchema>,
  radiusMetres: number | undefined,
): TemporaryRestrictedArea['area'] {
  const toLatLng = ([lng, lat]: Position) => ({ lat, lng });
  return shape.type === 'Point'
    ? { kind: 'circle', centre: toLatLng(shape.coordinates), radiusM: radiusMetres ?? 0 }
    : // The ring is kept open: the map's builder closes it again (polygon-rings.ts).
      { kind: 'polygon', ring: shape.coordinates[0].slice(0, -1).map(toLatLng) };
}

function toArea({ id, geometry: shape, properties: about }: AreaFeature): TemporaryRestrictedArea {
  return {
    id,
    name: about.name,
    area: areaShapeOf(shape, about.radiusMetres),
    floorFt: about.floorFt,
    ceilingFt: about.ceilingFt,
    periods: about.periods,
  };
}

export const temporaryRestrictedAreasFileSchema = z
  .object({ type: z.literal('FeatureCollection'), features: z.array(feature) })
  .refine(
    ({ features }) => new Set(features.map(({ id }) => id)).size === features.length,
    // The id names the area's zones on the map and in the answers' reasons (zone-ids.ts).
    { path: ['features'], message: 'every feature needs an id of its own' },
  )
  .transform(({ features }) => features.map(toArea));

/** The file's text as areas, or one line saying what is wrong and where ("features.0.id: …"). */
export function parseTemporaryRestrictedAreasFile(
  text: string,
): JsonFileResult<TemporaryRestrictedArea[]> {
  return parseJsonFile(temporaryRestrictedAreasFileSchema, text);
}
