import { describe, expect, it } from 'vitest';
import {
  craneHeightLimitRings,
  heightLimitRingAt,
  modelledHeightLimitM,
} from './crane-height-limits.js';

describe('crane height limits, a model of the obstacle limitation surfaces (ENQ-4)', () => {
  it.each([
    // Domain-facts' reference points near Seletar.
    [3_000, 93.8],
    [6_000, 193.1],
    // Linear between them (33.1 m per km) and extended inward, never below the ground.
    [4_000, 126.9],
    [1_000, 27.6],
    [0, 0],
    // Flat beyond the last reference point, up to the outer radius.
    [10_000, 193.1],
    [14_999, 193.1],
  ])('%i m from the runway: %f m above sea level', (distanceM, limitM) => {
    expect(modelledHeightLimitM(distanceM)).toBe(limitM);
  });

  it('ends at the 15 km outer radius', () => {
    expect(modelledHeightLimitM(15_000)).toBeUndefined();
    expect(heightLimitRingAt(15_000)).toBeUndefined();
  });

  it('draws contiguous rings from the runway to 15 km, each at the limit of its inner edge', () => {
    const rings = craneHeightLimitRings();
    expect(rings[0]?.innerM).toBe(0);
    expect(rings[rings.length - 1]?.outerM).toBe(15_000);
    rings.slice(1).forEach((ring, index) => expect(ring.innerM).toBe(rings[index]?.outerM));
    for (const ring of rings) expect(ring.limitM).toBe(modelledHeightLimitM(ring.innerM));
  });

  it.each([
    [3_500, 93.8],
    [5_999, 160],
    [6_500, 193.1],
    [500, 0],
  ])('a site %i m from the runway falls in the ring limited to %f m', (distanceM, limitM) => {
    expect(heightLimitRingAt(distanceM)?.limitM).toBe(limitM);
  });
});
