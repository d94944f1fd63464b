import { describe, expect, it } from 'vitest';
import { AERIAL_ACTIVITY_CODES } from './aerial-activity-types.js';
import { checkRestrictedTimes } from './restricted-times.js';

const RESTRICTED =
  'The proposed activity is not allowed during military operating hours. You may wish to explore alternative days or time';

describe('checkRestrictedTimes', () => {
  const mondayMorning = ['2025-11-03T09:00', '2025-11-03T10:00'] as const;
  const sunday = ['2025-11-09T09:00', '2025-11-09T10:00'] as const;

  it.each(AERIAL_ACTIVITY_CODES.map((code) => [code, ['BRELEASE', 'SLRELEASE'].includes(code)]))(
    '%s in military hours is refused: %s',
    (code, refused) => {
      expect(checkRestrictedTimes(code, ...mondayMorning)).toBe(refused ? RESTRICTED : undefined);
    },
  );

  it.each(AERIAL_ACTIVITY_CODES)('%s on a Sunday is allowed', (code) => {
    expect(checkRestrictedTimes(code, ...sunday)).toBeUndefined();
  });
});
