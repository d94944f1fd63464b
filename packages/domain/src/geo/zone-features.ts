import { ELIGIBILITY_THRESHOLDS } from './thresholds.js';
import { AERODROMES, type Aerodrome } from './aerodromes.js';
import { outlineWithin } from './buffer-outline.js';
import { craneHeightLimitRings, type HeightLimitRing } from './crane-height-limits.js';
import { flightFunnels } from './flight-funnels.js';
import type { LatLng } from './lat-lng.js';
import { circleRing, closedRing } from './polygon-rings.js';
import type { ShipReportingArea } from './ship-crossing-areas.js';
import {
  periodContains,
  type DatePeriod,
  type TemporaryRestrictedArea,
} from './temporary-restricted-areas.js';
import { aerodromeZoneId, heightLimitZoneId, temporaryAreaZoneId } from './zone-ids.js';
import type { ZoneFeature, ZoneGeometry, ZoneProperties } from './zone-data-schema.js';

// Builders of the map's zone features, one kind each (docs/requirements.md MAP-6). The shapes
// come from the same data and thresholds the rules engine reads, so the map shows what decides.

function feature(geometry: ZoneGeometry, properties: ZoneProperties): ZoneFeature {
  return { type: 'Feature', id: properties.id, geometry, properties };
}

const km = (metres: number): string => `${metres / 1000} km`;
const thousands = (value: number): string => String(value).replace(/\B(?=(\d{3})+$)/g, ',');
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** '2026-07-04' → '4 Jul 2026'. */
function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day ?? ''} ${MONTHS[(month ?? 1) - 1] ?? ''} ${year ?? ''}`;
}

/** 'on 4 Jul 2026', or 'from 4 Jul 2026 to 6 Jul 2026'. */
export function formatPeriod(period: DatePeriod): string {
  return period.from === period.to
    ? `on ${formatDay(period.from)}`
    : `from ${formatDay(period.from)} to ${formatDay(period.to)}`;
}

function segmentsOf(aerodrome: Aerodrome): [LatLng, LatLng][] {
  return aerodrome.runways.map((runway) => [runway.ends[0].position, runway.ends[1].position]);
}

export function aerodromeFeatures(aerodrome: Aerodrome): ZoneFeature[] {
  const point = feature(
    {
      type: 'Point',
      coordinates: closedRing([aerodrome.referencePoint])[0] ?? [0, 0],
    },
    {
      id: aerodrome.icao,
      kind: 'AERODROME',
      name: aerodrome.name,
      aerodrome: aerodrome.icao,
      label: aerodrome.referencePointConfirmed
        ? `${aerodrome.name} (${aerodrome.icao})`
        : `${aerodrome.name} (${aerodrome.icao}), reference point unconfirmed`,
    },
  );
  const runways = aerodrome.runways.map((runway) =>
    feature(
      {
        type: 'LineString',
        coordinates: closedRing(runway.ends.map((end) => end.position)).slice(0, 2),
      },
      {
        id: `${aerodrome.icao}-runway-${runway.id}`,
        kind: 'RUNWAY',
        name: `${aerodrome.name} runway ${runway.id}`,
        aerodrome: aerodrome.icao,
        label: `Runway ${runway.id}, ${aerodrome.name}`,
      },
    ),
  );
  return [point, ...runways];
}

export function aerodromeZoneFeatures(
  aerodrome: Aerodrome,
  distances: readonly number[] = Object.values(ELIGIBILITY_THRESHOLDS.aerodromeZonesM),
): ZoneFeature[] {
  return distances.map((distanceM) =>
    feature(
      {
        type: 'Polygon',
        coordinates: [closedRing(outlineWithin(segmentsOf(aerodrome), distanceM))],
      },
      {
        id: aerodromeZoneId(aerodrome.icao, distanceM),
        kind: 'AERODROME_ZONE',
        name: `Within ${km(distanceM)} of ${aerodrome.name}`,
        aerodrome: aerodrome.icao,
        distanceM,
        label: `Within ${km(distanceM)} of ${aerodrome.name}'s runways`,
      },
    ),
  );
}

export function flightFunnelFeatures(aerodromes: readonly Aerodrome[] = AERODROMES): ZoneFeature[] {
  const names = new Map(aerodromes.map((aerodrome) => [aerodrome.icao, aerodrome.name]));
  return flightFunnels(aerodromes).map((funnel) =>
    feature(
      { type: 'Polygon', coordinates: [closedRing(funnel.ring)] },
      {
        id: funnel.id,
        kind: 'FLIGHT_FUNNEL',
        name: `Flight funnel, ${names.get(funnel.aerodrome) ?? funnel.aerodrome} runway ${funnel.endDesignator}`,
        aerodrome: funnel.aerodrome,
        label: `Flight funnel beyond the ${funnel.endDesignator} end of runway ${funnel.runwayId}, ${names.get(funnel.aerodrome) ?? funnel.aerodrome}`,
      },
    ),
  );
}

export function heightLimitFeatures(
  aerodrome: Aerodrome,
  rings: readonly HeightLimitRing[] = craneHeightLimitRings(),
): ZoneFeature[] {
  const segments = segmentsOf(aerodrome);
  return rings.map((ring) => {
    const outer = closedRing(outlineWithin(segments, ring.outerM));
    // The hole runs the other way round, as RFC 7946 asks of interior rings.
    const holes =
      ring.innerM > 0 ? [closedRing(outlineWithin(segments, ring.innerM)).reverse()] : [];
    return feature(
      { type: 'Polygon', coordinates: [outer, ...holes] },
      {
        id: heightLimitZoneId(aerodrome.icao, ring),
        kind: 'HEIGHT_LIMIT',
        name: `Crane height limit ${ring.limitM} m, ${aerodrome.name}`,
        aerodrome: aerodrome.icao,
        limit: { value: ring.limitM, unit: 'm', reference: 'AMSL' },
        label: `Cranes up to ${ring.limitM} m above sea level (${km(ring.innerM)} to ${km(ring.outerM)} from ${aerodrome.name}'s runways; model)`,
      },
    );
  });
}

/** The closed airspace in words: 'from the ground to 2,500 ft', or 'from 500 ft to 2,500 ft'. */
export function closedBand({ floorFt, ceilingFt }: TemporaryRestrictedArea): string {
  return floorFt === 0
    ? `from the ground to ${thousands(ceilingFt)} ft`
    : `from ${thousands(floorFt)} ft to ${thousands(ceilingFt)} ft`;
}

/** One feature per period of the area (areasInForce gives the periods not yet over). */
export function temporaryAreaFeatures(area: TemporaryRestrictedArea, today: string): ZoneFeature[] {
  const ring =
    area.area.kind === 'circle' ? circleRing(area.area.centre, area.area.radiusM) : area.area.ring;
  const band = closedBand(area);
  return area.periods.map((period) => {
    const when = formatPeriod(period);
    return feature(
      { type: 'Polygon', coordinates: [closedRing(ring)] },
      {
        id: temporaryAreaZoneId(area.id, period),
        kind: 'TEMPORARY_RESTRICTED_AREA',
        name: area.name,
        limit: { value: area.ceilingFt, unit: 'ft', reference: 'AMSL' },
        floor: { value: area.floorFt, unit: 'ft', reference: 'AMSL' },
        validFrom: period.from,
        validTo: period.to,
        activeToday: periodContains(period, today),
        label: `${area.name}: closed ${band} ${when}`,
      },
    );
  });
}

export function shipReportingFeature(area: ShipReportingArea): ZoneFeature {
  const { eastJohorReportAboveM } = ELIGIBILITY_THRESHOLDS.shipCrossing;
  return feature(
    { type: 'Polygon', coordinates: [closedRing(area.ring)] },
    {
      id: area.id,
      kind: 'SHIP_REPORTING_AREA',
      name: area.name,
      label: `${area.name}: vessels over ${eastJohorReportAboveM} m must report before entering`,
    },
  );
}
