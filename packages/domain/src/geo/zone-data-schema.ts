import { z } from 'zod';
import { AERODROME_ICAOS } from './aerodromes.js';

// The answer of the map/zone-data call (docs/requirements.md MAP-6): a GeoJSON FeatureCollection
// (RFC 7946, positions [longitude, latitude]) of every zone the map draws and the Enquiry Tool
// decides by. The server answers it; the browser validates it before drawing.

export const ZONE_KINDS = [
  'AERODROME',
  'RUNWAY',
  'AERODROME_ZONE',
  'FLIGHT_FUNNEL',
  'HEIGHT_LIMIT',
  'TEMPORARY_RESTRICTED_AREA',
  'SHIP_REPORTING_AREA',
] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

/** The legend's name for each kind of zone. */
export const ZONE_KIND_LABELS: Readonly<Record<ZoneKind, string>> = {
  AERODROME: 'Aerodromes',
  RUNWAY: 'Runways',
  AERODROME_ZONE: 'Within 5 km and 10 km of an aerodrome',
  FLIGHT_FUNNEL: 'Flight funnels',
  HEIGHT_LIMIT: 'Crane height limits (model)',
  TEMPORARY_RESTRICTED_AREA: 'Temporary restricted areas',
  SHIP_REPORTING_AREA: 'Ship reporting areas',
};

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const linearRing = z.array(position).min(4);

export const zoneGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: position }),
  z.object({ type: z.literal('LineString'), coordinates: z.array(position).min(2) }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(linearRing).min(1) }),
]);
export type ZoneGeometry = z.infer<typeof zoneGeometrySchema>;

export const heightLimitSchema = z.object({
  value: z.number(),
  unit: z.enum(['ft', 'm']),
  /** Above mean sea level. */
  reference: z.literal('AMSL'),
});
export type HeightLimit = z.infer<typeof heightLimitSchema>;

export const zonePropertiesSchema = z.object({
  id: z.string(),
  kind: z.enum(ZONE_KINDS),
  name: z.string(),
  /** The aerodrome the zone belongs to; absent for areas that belong to none. */
  aerodrome: z.enum(AERODROME_ICAOS).optional(),
  /** AERODROME_ZONE: the distance from the runways the zone reaches, in metres. */
  distanceM: z.number().optional(),
  /** HEIGHT_LIMIT: the maximum top height; TEMPORARY_RESTRICTED_AREA: the closed band's top. */
  limit: heightLimitSchema.optional(),
  /** TEMPORARY_RESTRICTED_AREA: the closed band's bottom (0 ft = the ground). */
  floor: heightLimitSchema.optional(),
  /** TEMPORARY_RESTRICTED_AREA: first and last day, 'YYYY-MM-DD', inclusive. */
  validFrom: z.string().optional(),
  validTo: z.string().optional(),
  /** TEMPORARY_RESTRICTED_AREA: whether the area is closed on the requested day. */
  activeToday: z.boolean().optional(),
  /** The text a legend or tooltip shows. */
  label: z.string(),
});
export type ZoneProperties = z.infer<typeof zonePropertiesSchema>;

export const zoneFeatureSchema = z.object({
  type: z.literal('Feature'),
  id: z.string(),
  geometry: zoneGeometrySchema,
  properties: zonePropertiesSchema,
});
export type ZoneFeature = z.infer<typeof zoneFeatureSchema>;

export const zoneDataSchema = z.object({
  type: z.literal('FeatureCollection'),
  /** The day the answer was made for, 'YYYY-MM-DD' (Singapore); temporary areas depend on it. */
  validOn: z.string(),
  features: z.array(zoneFeatureSchema),
});
export type ZoneData = z.infer<typeof zoneDataSchema>;
