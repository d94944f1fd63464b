import { describe, expect, it } from 'vitest';
import { AERODROMES } from './aerodromes.js';
import { localDistanceMetres } from './geodesy.js';
import type { TemporaryRestrictedArea } from './temporary-restricted-areas.js';
import { zoneData } from './zone-data.js';
import { ZONE_KINDS, zoneDataSchema, type ZoneFeature } from './zone-data-schema.js';

const rehearsal: TemporaryRestrictedArea = {
  id: 'rehearsal',
  name: 'Parade rehearsal, Marina Bay',
  area: { kind: 'circle', centre: { lat: 1.2887, lng: 103.8592 }, radiusM: 3_000 },
  floorFt: 0,
  ceilingFt: 2_500,
  periods: [
    { from: '2026-06-27', to: '2026-06-27' },
    { from: '2026-07-04', to: '2026-07-04' },
  ],
};

const byKind = (features: ZoneFeature[], kind: string) =>
  features.filter((f) => f.properties.kind === kind);

describe('zoneData: the map/zone-data answer (MAP-6)', () => {
  const answer = zoneData({ today: '2026-06-30', temporaryAreas: [rehearsal] });

  it('matches its published schema and carries every kind of zone', () => {
    expect(zoneDataSchema.parse(answer)).toEqual(answer);
    expect(new Set(answer.features.map((f) => f.properties.kind))).toEqual(new Set(ZONE_KINDS));
  });

  it('gives every feature a unique id and a legend label', () => {
    const ids = answer.features.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of answer.features) expect(f.properties.label.length).toBeGreaterThan(0);
  });

  it('closes every polygon ring (RFC 7946)', () => {
    for (const f of answer.features) {
      if (f.geometry.type !== 'Polygon') continue;
      for (const ring of f.geometry.coordinates) expect(ring[0]).toEqual(ring[ring.length - 1]);
    }
  });

  it('has a 5 km and a 10 km zone for every aerodrome', () => {
    const zones = byKind(answer.features, 'AERODROME_ZONE');
    expect(zones.map((f) => f.id).sort()).toEqual(
      AERODROMES.flatMap((a) => [`${a.icao}-within-5km`, `${a.icao}-within-10km`]).sort(),
    );
    expect(zones.find((f) => f.id === 'WSAP-within-10km')?.properties.distanceM).toBe(10_000);
  });

  it('gives each height-limit ring its limit in metres above mean sea level', () => {
    const ring = byKind(answer.features, 'HEIGHT_LIMIT').find(
      (f) => f.id === 'WSSL-height-limit-3000-4000',
    );
    expect(ring?.properties.limit).toEqual({ value: 93.8, unit: 'm', reference: 'AMSL' });
    // A ring away from the runway has a hole: its outer and inner boundaries.
    expect(ring?.geometry.type === 'Polygon' && ring.geometry.coordinates).toHaveLength(2);
  });

  it('keeps only temporary areas not yet over, dated, from the ground to 2,500 ft', () => {
    const areas = byKind(answer.features, 'TEMPORARY_RESTRICTED_AREA');
    expect(areas.map((f) => [f.properties.validFrom, f.properties.validTo])).toEqual([
      ['2026-07-04', '2026-07-04'],
    ]);
    expect(areas[0]?.properties).toMatchObject({
      floor: { value: 0, unit: 'ft', reference: 'AMSL' },
      limit: { value: 2_500, unit: 'ft', reference: 'AMSL' },
      activeToday: false,
      label: 'Parade rehearsal, Marina Bay: closed from the ground to 2,500 ft on 4 Jul 2026',
    });
  });

  it('marks a temporary area active on its day', () => {
    const onTheDay = zoneData({ today: '2026-07-04', temporaryAreas: [rehearsal] });
    expect(byKind(onTheDay.features, 'TEMPORARY_RESTRICTED_AREA')[0]?.properties.activeToday).toBe(
      true,
    );
  });

  it('draws the temporary area as a circle of its radius', () => {
    const area = byKind(answer.features, 'TEMPORARY_RESTRICTED_AREA')[0];
    if (area?.geometry.type !== 'Polygon') throw new Error('a polygon');
    for (const [lng, lat] of area.geometry.coordinates[0] ?? []) {
      expect(
        localDistanceMetres(
          { lat, lng },
          rehearsal.area.kind === 'circle' ? rehearsal.area.centre : { lat, lng },
        ),
      ).toBeCloseTo(3_000, 0);
    }
  });

  it('labels Sembawang as having an unconfirmed reference point', () => {
    expect(answer.features.find((f) => f.id === 'WSAG')?.properties.label).toContain('unconfirmed');
  });
});
