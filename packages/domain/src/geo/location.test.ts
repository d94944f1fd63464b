import { describe, expect, it } from 'vitest';
import { locationFeatureSchema, toGeoJson } from './location.js';

// MAP-4: a location as the GeoJSON Feature the application record carries.

describe('toGeoJson', () => {
  it('gives a point as a Point in [longitude, latitude] order', () => {
    const feature = toGeoJson({
      kind: 'point',
      point: { latitude: '1.2839', longitude: '103.8607' },
    });
    expect(feature).toEqual({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [103.8607, 1.2839] },
      properties: { kind: 'point' },
    });
    expect(locationFeatureSchema.safeParse(feature).success).toBe(true);
  });

  it('gives a circle as its centre, the radius in the properties', () => {
    expect(
      toGeoJson({
        kind: 'circle',
        centre: { latitude: '1.35', longitude: '103.82' },
        radiusMetres: 120.5,
      }),
    ).toMatchObject({
      geometry: { type: 'Point', coordinates: [103.82, 1.35] },
      properties: { kind: 'circle', radiusMetres: 120.5 },
    });
  });

  it('gives an area as a Polygon whose ring ends where it starts', () => {
    const corners = [
      { latitude: '1.30', longitude: '103.80' },
      { latitude: '1.30', longitude: '103.81' },
      { latitude: '1.31', longitude: '103.81' },
    ];
    expect(toGeoJson({ kind: 'polygon', points: corners }).geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [103.8, 1.3],
          [103.81, 1.3],
          [103.81, 1.31],
          [103.8, 1.3],
        ],
      ],
    });
  });
});
