import { describe, expect, it } from 'vitest';
import { AERIAL_ACTIVITY_TYPES } from './aerial-activity-types.js';

describe('AERIAL_ACTIVITY_TYPES', () => {
  it('holds the six types of APP-5, in its order and spelling', () => {
    expect(AERIAL_ACTIVITY_TYPES).toEqual([
      { code: 'BRELEASE', label: 'Release of Balloons' },
      { code: 'BHOISTING', label: 'Hoisting of Captive Balloon/Blimp' },
      { code: 'KITE', label: 'Kite Flying/Parasailing' },
      { code: 'LASERS', label: 'Lasers/Other Lights Display' },
      { code: 'SLRELEASE', label: 'Release of Sky Lanterns' },
      { code: 'FIREWORKS', label: 'Fireworks/Pyrotechnics Display' },
    ]);
  });
});
