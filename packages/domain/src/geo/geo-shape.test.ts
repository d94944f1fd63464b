import { describe, expect, it } from 'vitest';
import { destinationPoint } from './geodesy.js';
import { distanceBetween, pointInCircle, pointInPolygon, type GeoShape } from './geo-shape.js';

const origin = { lat: 1.35, lng: 103.85 };
const east = (metres: number) => destinationPoint(origin, 90, metres);
const north = (metres: number) => destinationPoint(origin, 0, metres);
// A north-south segment 2 km long starting at the origin.
const runway: GeoShape = { kind: 'segment', from: origin, to: north(2_000) };
const square = [north(0), east(1_000), destinationPoint(east(1_000), 0, 1_000), north(1_000)];

describe('distance between shapes (ENQ-2: the nearest part of a drawn location counts)', () => {
  it.each<[string, GeoShape, number]>([
    [
      'a point beside the middle of the segment',
      { kind: 'point', point: destinationPoint(north(1_000), 90, 700) },
      700,
    ],
    ['a point beyond the far end', { kind: 'point', point: north(2_500) }, 500],
    ['a point on the segment', { kind: 'point', point: north(1_500) }, 0],
    [
      'a circle of 300 m whose centre is 700 m away',
      { kind: 'circle', centre: destinationPoint(north(1_000), 90, 700), radiusM: 300 },
      400,
    ],
    [
      'a circle that reaches over the segment',
      { kind: 'circle', centre: destinationPoint(north(1_000), 90, 200), radiusM: 300 },
      0,
    ],
    ['a square touching the segment', { kind: 'polygon', ring: square }, 0],
    [
      'a square whose nearest corner is 1 km east',
      { kind: 'polygon', ring: square.map((p) => destinationPoint(p, 90, 1_000)) },
      1_000,
    ],
  ])('%s', (_name, shape, metres) => {
    expect(distanceBetween(shape, runway)).toBeCloseTo(metres, 0);
    expect(distanceBetween(runway, shape)).toBeCloseTo(metres, 0);
  });

  it('a point inside a polygon is at distance 0 from it', () => {
    const inside: GeoShape = { kind: 'point', point: destinationPoint(north(500), 90, 500) };
    expect(distanceBetween(inside, { kind: 'polygon', ring: square })).toBe(0);
  });
});

describe('containment', () => {
  it.each([
    ['the middle of the square', destinationPoint(north(500), 90, 500), true],
    ['just outside its east side', destinationPoint(north(500), 90, 1_010), false],
    ['on its west side', north(500), true],
  ])('pointInPolygon: %s', (_name, point, inside) => {
    expect(pointInPolygon(point, square)).toBe(inside);
  });

  it.each([
    [999, true],
    [1_000.5, false],
  ])('pointInCircle: %i m from the centre of a 1 km circle', (metres, inside) => {
    expect(pointInCircle(east(metres), origin, 1_000)).toBe(inside);
  });
});
