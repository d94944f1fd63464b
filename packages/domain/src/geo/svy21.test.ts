import { describe, expect, it } from 'vitest';
import { SVY21, toSvy21 } from './svy21.js';

// The reference conversion is cgcai/SVY21's published example. That library rounds the origin to
// 1.366666°, 103.833333°, which moves a point by under 0.1 m; we use the published 1°22'N
// 103°50'E, so half a metre is the tolerance.
describe('SVY21 forward projection (MAP-14)', () => {
  it.each([
    ['the origin', SVY21.originLatDegrees, SVY21.originLngDegrees, 38_744.572, 28_001.642],
    ['a point in Kent Ridge', 1.2949192688485278, 103.77367436885834, 30_811.264, 21_362.157],
  ])('%s', (_name, lat, lng, northing, easting) => {
    const point = toSvy21({ lat, lng });
    expect(Math.abs(point.northing - northing)).toBeLessThan(0.5);
    expect(Math.abs(point.easting - easting)).toBeLessThan(0.5);
  });
});
