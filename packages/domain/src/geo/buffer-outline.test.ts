import { describe, expect, it } from 'vitest';
import { AERODROMES, aerodromeByIcao } from './aerodromes.js';
import { outlineWithin } from './buffer-outline.js';
import { destinationPoint } from './geodesy.js';
import { pointInPolygon } from './geo-shape.js';
import { distanceToAerodromeM } from './runway-distance.js';

describe('zone outlines: every point within D of the runways (MAP-6)', () => {
  it.each(AERODROMES.flatMap((a) => [5_000, 10_000].map((d) => [a.icao, d, a] as const)))(
    '%s at %i m: every vertex lies on the boundary, to half a metre',
    (_icao, distanceM, aerodrome) => {
      const segments = aerodrome.runways.map(
        (r) => [r.ends[0].position, r.ends[1].position] as const,
      );
      const ring = outlineWithin(segments, distanceM);
      for (const vertex of ring) {
        expect(
          Math.abs(distanceToAerodromeM({ kind: 'point', point: vertex }, aerodrome) - distanceM),
        ).toBeLessThan(0.5);
      }
    },
  );

  it('is a stadium: beside the middle of Seletar runway 4.9 km is inside the 5 km outline, 5.1 km is not', () => {
    const seletar = aerodromeByIcao('WSSL');
    const [from, to] = [seletar.runways[0]?.ends[0].position, seletar.runways[0]?.ends[1].position];
    if (!from || !to) throw new Error('Seletar has a runway');
    const middle = { lat: (from.lat + to.lat) / 2, lng: (from.lng + to.lng) / 2 };
    const ring = outlineWithin([[from, to]], 5_000);
    // Perpendicular to the runway (heading 033°): bearing 123°.
    expect(pointInPolygon(destinationPoint(middle, 123, 4_900), ring)).toBe(true);
    expect(pointInPolygon(destinationPoint(middle, 123, 5_100), ring)).toBe(false);
    // Beyond the runway's end the zone reaches 5 km from the end, not from the middle.
    expect(pointInPolygon(destinationPoint(to, 33, 4_900), ring)).toBe(true);
  });
});
