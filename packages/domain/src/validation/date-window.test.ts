import { describe, expect, it } from 'vitest';
import { checkDateWindow } from './date-window.js';

const PAST = 'Selected Date cannot be Past Date';
const START_AFTER_END = 'Start Date must be on or before End Date';
const END_BEFORE_START = 'End Date must be on or after Start Date';
const START_TOO_FAR = 'Start Date cannot be more than 3 months';
const END_TOO_FAR = 'End Date cannot be more than 12 months from Start Date';

describe('checkDateWindow', () => {
  const today = '2025-10-27';

  it.each([
    ['today to today', '2025-10-27', '2025-10-27', {}],
    ['start yesterday', '2025-10-26', '2025-10-30', { startDate: PAST }],
    ['both in the past', '2025-10-01', '2025-10-02', { startDate: PAST, endDate: PAST }],
    [
      'end before start',
      '2025-11-10',
      '2025-11-01',
      {
        startDate: START_AFTER_END,
        endDate: END_BEFORE_START,
      },
    ],
    ['start exactly 3 months ahead', '2026-01-27', '2026-01-28', {}],
    ['start 3 months and a day ahead', '2026-01-28', '2026-01-29', { startDate: START_TOO_FAR }],
    ['end exactly 12 months after start', '2025-11-01', '2026-11-01', {}],
    ['end 12 months and a day after start', '2025-11-01', '2026-11-02', { endDate: END_TOO_FAR }],
  ])('%s', (_case, startDate, endDate, errors) => {
    expect(checkDateWindow({ startDate, endDate, today })).toEqual(errors);
  });

  it('checks a date on its own while the other is still empty', () => {
    expect(checkDateWindow({ startDate: '2025-10-01', today })).toEqual({ startDate: PAST });
    expect(checkDateWindow({ endDate: '2025-10-01', today })).toEqual({ endDate: PAST });
    expect(checkDateWindow({ endDate: '2027-10-01', today })).toEqual({});
  });

  it('counts months to the last day of a shorter month', () => {
    // 30 November plus 3 months is 28 February (2026 is not a leap year).
    expect(checkDateWindow({ startDate: '2026-02-28', today: '2025-11-30' })).toEqual({});
    expect(checkDateWindow({ startDate: '2026-03-01', today: '2025-11-30' })).toEqual({
      startDate: START_TOO_FAR,
    });
  });

  it('refuses a malformed date', () => {
    expect(() => checkDateWindow({ startDate: '27/10/2025', today })).toThrow(RangeError);
    expect(() => checkDateWindow({ startDate: '2025-02-30', today })).toThrow(RangeError);
  });
});
