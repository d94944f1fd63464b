import { describe, expect, it } from 'vitest';
import {
  bearingDegrees,
  destinationPoint,
  haversineMetres,
  localDistanceMetres,
} from './geodesy.js';

// Reference lengths (WGS84): one degree of latitude is 110,574 m at the equator and about
// 110,575 m at 1.35°N; one degree of longitude is 111,319.5 m at the equator.
describe('distances on the Earth (ENQ-2)', () => {
  it('haversine measures a degree of the mean sphere: 111,195 m', () => {
    expect(haversineMetres({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
  });

  it.each([
    ['0.1° of latitude at 1.35°N', { lat: 1.3, lng: 103.8 }, { lat: 1.4, lng: 103.8 }, 11_057.5],
    ['0.1° of longitude at the equator', { lat: 0, lng: 103.8 }, { lat: 0, lng: 103.9 }, 11_131.9],
    [
      '0.05° of longitude at 1.35°N',
      { lat: 1.35, lng: 103.8 },
      { lat: 1.35, lng: 103.85 },
      // 111,319.5 × cos(1.35°) / 20, to the metre (N·cos φ differs from a·cos φ by 0.0004 %).
      (111_319.5 * Math.cos((1.35 * Math.PI) / 180)) / 20,
    ],
  ])('the local projection measures %s to the metre', (_name, a, b, metres) => {
    expect(Math.abs(localDistanceMetres(a, b) - metres)).toBeLessThan(1);
  });

  it('the sphere is about half a percent off the ellipsoid near the equator', () => {
    const a = { lat: 1.3, lng: 103.8 };
    const b = { lat: 1.4, lng: 103.8 };
    const ratio = haversineMetres(a, b) / localDistanceMetres(a, b);
    expect(ratio).toBeGreaterThan(1.003);
    expect(ratio).toBeLessThan(1.007);
  });

  it.each([0, 23, 90, 185, 270, 359])('goes 5 km along bearing %i° and back', (bearing) => {
    const start = { lat: 1.36, lng: 103.9 };
    const end = destinationPoint(start, bearing, 5_000);
    expect(localDistanceMetres(start, end)).toBeCloseTo(5_000, 0);
    expect(bearingDegrees(start, end)).toBeCloseTo(bearing, 3);
  });
});
