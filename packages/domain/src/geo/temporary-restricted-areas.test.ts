import { describe, expect, it } from 'vitest';
import { areasInForce, type TemporaryRestrictedArea } from './temporary-restricted-areas.js';

// ENQ-12, MAP-6: what the map draws and the rules judge from a day on.

const area = (
  id: string,
  periods: TemporaryRestrictedArea['periods'],
): TemporaryRestrictedArea => ({
  id,
  name: id,
  area: { kind: 'circle', centre: { lat: 1.29, lng: 103.86 }, radiusM: 1_000 },
  floorFt: 0,
  ceilingFt: 2_500,
  periods,
});

describe('areasInForce', () => {
  it('keeps the periods not yet over, today included, and drops an area whose periods are all over', () => {
    const areas = [
      area('two-days', [
        { from: '2026-07-01', to: '2026-07-03' },
        { from: '2026-07-10', to: '2026-07-10' },
      ]),
      area('ended', [{ from: '2026-06-01', to: '2026-07-02' }]),
    ];

    expect(areasInForce(areas, '2026-07-03')).toEqual([
      area('two-days', [
        { from: '2026-07-01', to: '2026-07-03' },
        { from: '2026-07-10', to: '2026-07-10' },
      ]),
    ]);
    expect(areasInForce(areas, '2026-07-04')).toEqual([
      area('two-days', [{ from: '2026-07-10', to: '2026-07-10' }]),
    ]);
    expect(areasInForce(areas, '2026-07-11')).toEqual([]);
  });
});
