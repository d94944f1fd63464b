import { describe, expect, it } from 'vitest';
import { parseTemporaryRestrictedAreasFile } from './temporary-restricted-areas-file.js';

// ENQ-12, MAP-6: the temporary restricted areas come from a GeoJSON file the authority publishes;
// a bad file is refused with the path of what is wrong, so the server does not start on it.

const circle = {
  type: 'Feature',
  id: 'rehearsal-marina-bay',
  geometry: { type: 'Point', coordinates: [103.8592, 1.2887] },
  properties: {
    name: 'Rehearsal area, Marina Bay',
    radiusMetres: 3000,
    floorFt: 0,
    ceilingFt: 2500,
    periods: [{ from: '2026-07-04', to: '2026-07-04' }],
  },
};

const polygon = {
  type: 'Feature',
  id: 'closure-tuas',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [103.62, 1.28],
        [103.64, 1.28],
        [103.64, 1.3],
        [103.62, 1.28],
      ],
    ],
  },
  properties: {
    name: 'Closure, Tuas',
    floorFt: 500,
    ceilingFt: 3000,
    periods: [{ from: '2026-09-01', to: '2026-09-03' }],
  },
};

const file = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });

const withProperties = (properties: Record<string, unknown>) => ({
  ...circle,
  properties: { ...circle.properties, ...properties },
});

describe('parseTemporaryRestrictedAreasFile', () => {
  it('reads a circle (a Point with radiusMetres) and a polygon, in [longitude, latitude]', () => {
    expect(parseTemporaryRestrictedAreasFile(file(circle, polygon))).toEqual({
      success: true,
      value: [
        {
          id: 'rehearsal-marina-bay',
          name: 'Rehearsal area, Marina Bay',
          area: { kind: 'circle', centre: { lat: 1.2887, lng: 103.8592 }, radiusM: 3000 },
          floorFt: 0,
          ceilingFt: 2500,
          periods: [{ from: '2026-07-04', to: '2026-07-04' }],
        },
        {
          id: 'closure-tuas',
          name: 'Closure, Tuas',
          area: {
            kind: 'polygon',
            ring: [
              { lat: 1.28, lng: 103.62 },
              { lat: 1.28, lng: 103.64 },
              { lat: 1.3, lng: 103.64 },
            ],
          },
          floorFt: 500,
          ceilingFt: 3000,
          periods: [{ from: '2026-09-01', to: '2026-09-03' }],
        },
      ],
    });
  });

  it('reads an empty collection as no areas', () => {
    expect(parseTemporaryRestrictedAreasFile(file())).toEqual({ success: true, value: [] });
  });

  it.each([
    ['text that is not JSON', '{"type":', 'is not JSON'],
    ['another GeoJSON type', JSON.stringify({ type: 'Feature' }), 'type: '],
    ['a feature without an id', file({ ...circle, id: undefined }), 'features.0.id: '],
    ['two features with one id', file(circle, circle), 'features: every feature needs an id'],
    ['a nameless area', file(withProperties({ name: ' ' })), 'features.0.properties.name: '],
    [
      'a ceiling not above the floor',
      file(withProperties({ floorFt: 2500 })),
      'features.0.properties.ceilingFt: must be above floorFt',
    ],
    ['an area without dates', file(withProperties({ periods: [] })), 'properties.periods: '],
    [
      'a period ending before it starts',
      file(withProperties({ periods: [{ from: '2026-07-05', to: '2026-07-04' }] })),
      'features.0.properties.periods.0: must not end before it starts',
    ],
    [
      'a day that does not exist',
      file(withProperties({ periods: [{ from: '2026-02-30', to: '2026-03-01' }] })),
      'features.0.properties.periods.0.from: must be a date (YYYY-MM-DD)',
    ],
    [
      'a circle without its radius',
      file(withProperties({ radiusMetres: undefined })),
      'features.0.properties.radiusMetres: a Point (a circle) needs radiusMetres',
    ],
    [
      'an open polygon ring',
      file({
        ...polygon,
        geometry: { type: 'Polygon', coordinates: [polygon.geometry.coordinates[0]?.slice(0, 3)] },
      }),
      'features.0.geometry.coordinates.0: ',
    ],
    [
      'a latitude out of range',
      file({ ...circle, geometry: { type: 'Point', coordinates: [103.8, 91] } }),
      'features.0.geometry.coordinates.1: ',
    ],
  ])('refuses %s, saying where', (_case, text, problem) => {
    const result = parseTemporaryRestrictedAreasFile(text);

    expect(result.success).toBe(false);
    expect(result.success ? '' : result.problem).toContain(problem);
  });
});
