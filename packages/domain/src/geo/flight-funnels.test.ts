import { describe, expect, it } from 'vitest';
import { ELIGIBILITY_THRESHOLDS } from './thresholds.js';
import { AERODROMES, aerodromeByIcao } from './aerodromes.js';
import { flightFunnels } from './flight-funnels.js';
import { destinationPoint, localDistanceMetres } from './geodesy.js';
import { pointInPolygon } from './geo-shape.js';

const { startWidthM, endWidthM, lengthM } = ELIGIBILITY_THRESHOLDS.flightFunnel;

describe('flight funnels (MAP-6)', () => {
  const funnels = flightFunnels();

  it('are two per runway, one beyond each end', () => {
    const runways = AERODROMES.flatMap((a) => a.runways).length;
    expect(funnels).toHaveLength(2 * runways);
    expect(funnels.map((f) => f.id)).toContain('WSSS-funnel-02L');
    expect(funnels.map((f) => f.id)).toContain('WSAT-funnel-36');
  });

  it.each(funnels.map((funnel) => [funnel.id, funnel] as const))(
    '%s has the configured widths and length',
    (_id, funnel) => {
      const [a, b, c, d] = funnel.ring;
      if (!a || !b || !c || !d) throw new Error('a funnel has four corners');
      expect(localDistanceMetres(a, d)).toBeCloseTo(startWidthM, 0);
      expect(localDistanceMetres(b, c)).toBeCloseTo(endWidthM, 0);
      const start = { lat: (a.lat + d.lat) / 2, lng: (a.lng + d.lng) / 2 };
      const end = { lat: (b.lat + c.lat) / 2, lng: (b.lng + c.lng) / 2 };
      expect(localDistanceMetres(start, end)).toBeCloseTo(lengthM, 0);
    },
  );

  it('extends away from the runway: the 02L funnel lies south-south-west of Changi', () => {
    const end = aerodromeByIcao('WSSS').runways[0]?.ends[0];
    const funnel = funnels.find((f) => f.id === 'WSSS-funnel-02L');
    if (!end || !funnel) throw new Error('Changi 02L is in the data');
    expect(funnel.bearingDegrees).toBeCloseTo(203, 0);
    expect(
      pointInPolygon(destinationPoint(end.position, funnel.bearingDegrees, 8_000), funnel.ring),
    ).toBe(true);
    expect(
      pointInPolygon(
        destinationPoint(end.position, funnel.bearingDegrees + 180, 8_000),
        funnel.ring,
      ),
    ).toBe(false);
  });
});
