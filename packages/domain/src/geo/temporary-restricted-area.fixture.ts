import { SITES } from './eligibility-sites.fixture.js';
import type { TemporaryRestrictedArea } from './temporary-restricted-areas.js';

// A temporary restricted area a test makes up and configures itself: the portal ships none, as
// they are data the authority publishes (ENQ-12). Around Tuas South, where a low kite needs no
// permit otherwise, so the area alone decides.

export const TEST_AREA_CENTRE = SITES.tuasSouth;

/** Closed from the ground to 2,500 ft within 2 km of Tuas South on each of `days`. */
export function testTemporaryArea(...days: string[]): TemporaryRestrictedArea {
  return {
    id: 'test-area',
    name: 'Test closure, Tuas South',
    area: { kind: 'circle', centre: TEST_AREA_CENTRE, radiusM: 2_000 },
    floorFt: 0,
    ceilingFt: 2_500,
    periods: days.map((day) => ({ from: day, to: day })),
  };
}
