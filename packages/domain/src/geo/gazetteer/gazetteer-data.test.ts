import { describe, expect, it } from 'vitest';
import { PORTAL_CONSTANTS } from '../../constants/portal-constants.js';
import { haversineMetres } from '../geodesy.js';
import { GAZETTEER } from './gazetteer.js';
import { MRT_STATIONS } from './mrt-stations.js';
import { PLANNING_AREAS } from './planning-areas.js';
import { POSTAL_DISTRICTS, POSTAL_SECTORS } from './postal-sectors.js';

const { northEast, southWest } = PORTAL_CONSTANTS.singaporeBounds;

describe('the packaged gazetteer (MAP-14)', () => {
  it('has the 55 planning areas, each once', () => {
    expect(PLANNING_AREAS).toHaveLength(55);
    expect(new Set(PLANNING_AREAS.map(([name]) => name)).size).toBe(55);
  });

  it('has one entry per postal sector 01 to 82 except the unused 74, in districts 1 to 28', () => {
    const expected = Array.from({ length: 82 }, (_, i) => String(i + 1).padStart(2, '0')).filter(
      (sector) => sector !== '74',
    );
    expect(Object.keys(POSTAL_SECTORS).sort()).toEqual(expected);
    for (const [district] of Object.values(POSTAL_SECTORS))
      expect(POSTAL_DISTRICTS[district]).toBeTruthy();
    expect(Object.keys(POSTAL_DISTRICTS)).toHaveLength(28);
  });

  it('places every named place and sector inside the map bounds', () => {
    const points = [
      ...GAZETTEER.map((place) => [place.name, place.lat, place.lng] as const),
      ...Object.entries(POSTAL_SECTORS).map(
        ([sector, [, lat, lng]]) => [sector, lat, lng] as const,
      ),
    ];
    for (const [name, lat, lng] of points) {
      expect([name, lat >= southWest.lat && lat <= northEast.lat]).toEqual([name, true]);
      expect([name, lng >= southWest.lng && lng <= northEast.lng]).toEqual([name, true]);
    }
  });

  it('has no two places of the same name', () => {
    const names = GAZETTEER.map((place) => place.name);
    expect(new Set(names).size).toBe(names.length);
  });

  // A cross-check of two independent sources: OneMap's station addresses and the sector centres.
  it.each(MRT_STATIONS.filter((row) => row[5] !== null).map((row) => [row[0], row] as const))(
    "%s lies within 4 km of its postal sector's centre",
    (_name, [, lat, lng, , , postal]) => {
      const sector = POSTAL_SECTORS[(postal ?? '').slice(0, 2)];
      if (!sector) throw new Error(`no sector for ${postal ?? ''}`);
      expect(haversineMetres({ lat, lng }, { lat: sector[1], lng: sector[2] })).toBeLessThan(4_000);
    },
  );
});
