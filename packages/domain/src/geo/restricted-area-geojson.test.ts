import { describe, expect, it } from 'vitest';
import { parseRestrictedAreaGeoJson } from './restricted-area-geojson.js';

const square = [
  [103.85, 1.28],
  [103.86, 1.28],
  [103.86, 1.29],
  [103.85, 1.28],
];
const polygon = { type: 'Polygon', coordinates: [square] };
const circleFeature = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [103.8592, 1.2887] },
  properties: { radiusMetres: 3000, name: 'ignored' },
};

describe('an area uploaded as GeoJSON (OFF-31)', () => {
  it('reads a Point with radiusMetres as a circle', () => {
    expect(parseRestrictedAreaGeoJson(JSON.stringify(circleFeature))).toEqual({
      success: true,
      area: { kind: 'circle', centre: { lat: 1.2887, lng: 103.8592 }, radiusM: 3000 },
    });
  });

  it.each([
    ['a bare Polygon', polygon],
    ['a Feature', { type: 'Feature', geometry: polygon, properties: null }],
    [
      'a FeatureCollection of one',
      {
        type: 'FeatureCollection',
        features: [{ type: 'Feature', geometry: polygon, properties: {} }],
      },
    ],
  ])('reads %s as a polygon, its ring kept open', (_, json) => {
    const result = parseRestrictedAreaGeoJson(JSON.stringify(json));
    expect(result).toEqual({
      success: true,
      area: {
        kind: 'polygon',
        ring: [
          { lat: 1.28, lng: 103.85 },
          { lat: 1.28, lng: 103.86 },
          { lat: 1.29, lng: 103.86 },
        ],
      },
    });
  });

  it.each([
    ['{', 'The file is not JSON.'],
    [JSON.stringify({ type: 'LineString', coordinates: [] }), 'The file is not a GeoJSON Feature'],
    [
      JSON.stringify({ type: 'Feature', geometry: { type: 'Point', coordinates: [103.8, 1.3] } }),
      'properties.radiusMetres: a Point (a circle) needs radiusMetres',
    ],
    [
      JSON.stringify({ type: 'Polygon', coordinates: [square.slice(0, 3)] }),
      'a ring ends with its first position',
    ],
    [
      JSON.stringify({ type: 'FeatureCollection', features: [circleFeature, circleFeature] }),
      'features: must hold exactly one area',
    ],
  ])('says what is wrong with %s', (text, problem) => {
    const result = parseRestrictedAreaGeoJson(text);
    expect(result.success).toBe(false);
    expect(result.success ? '' : result.problem).toContain(problem);
  });
});
