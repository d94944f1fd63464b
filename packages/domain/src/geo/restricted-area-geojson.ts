import { z } from 'zod';
import type { TemporaryRestrictedArea } from './temporary-restricted-areas.js';
import {
  areaGeometrySchema,
  areaRadiusMetresSchema,
  areaShapeOf,
} from './temporary-restricted-areas-file.js';

// One temporary restricted area's shape uploaded in the officer console as a GeoJSON file (OFF-31),
// read as the configured file's features are (temporary-restricted-areas-file.ts): a Polygon, or a
// Point with `radiusMetres` for a circle, as a Feature, a FeatureCollection of one Feature, or a
// bare geometry. The name, heights and period are typed in the console, so properties other than
// `radiusMetres` are ignored. A refusal says what is wrong in words a supervisor can act on.

const feature = z
  .object({
    type: z.literal('Feature'),
    geometry: areaGeometrySchema,
    properties: z
      .object({ radiusMetres: areaRadiusMetresSchema.optional() })
      .nullish()
      .transform((properties) => properties ?? {}),
  })
  .refine(
    (value) => (value.geometry.type === 'Point') === (value.properties.radiusMetres !== undefined),
    {
      path: ['properties', 'radiusMetres'],
      message: 'a Point (a circle) needs radiusMetres, and a Polygon takes none',
    },
  );

const collection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(feature).length(1, 'must hold exactly one area: upload one at a time'),
});

export type RestrictedAreaGeoJsonResult =
  { success: true; area: TemporaryRestrictedArea['area'] } | { success: false; problem: string };

const NOT_AN_AREA =
  'The file is not a GeoJSON Feature, FeatureCollection or geometry of a Polygon or a Point with radiusMetres.';

function featureOf(json: unknown) {
  const type = (json as { type?: unknown } | null)?.type;
  if (type === 'FeatureCollection') return { schema: collection, value: json };
  if (type === 'Feature') return { schema: feature, value: json };
  if (type === 'Polygon' || type === 'Point') {
    return { schema: feature, value: { type: 'Feature', geometry: json, properties: null } };
  }
  return undefined;
}

/** The file's text as an area, or one sentence saying what is wrong and where. */
export function parseRestrictedAreaGeoJson(text: string): RestrictedAreaGeoJsonResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { success: false, problem: 'The file is not JSON.' };
  }
  const candidate = featureOf(json);
  if (!candidate) return { success: false, problem: NOT_AN_AREA };
  const parsed = candidate.schema.safeParse(candidate.value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) =>
      issue.path.length === 0 ? issue.message : `${issue.path.join('.')}: ${issue.message}`,
    );
    return { success: false, problem: `The file's area is not valid: ${issues.join('; ')}.` };
  }
  const { geometry, properties } =
    'features' in parsed.data ? parsed.data.features[0]! : parsed.data;
  return { success: true, area: areaShapeOf(geometry, properties.radiusMetres) };
}
