import { describe, expect, it } from 'vitest';
import { hasActivityStarted } from './activity-start.js';

// LIFE-4: the activity starts at its earliest row's start, in Singapore time (UTC+8).

describe('hasActivityStarted', () => {
  const rows = [
    { startDate: '2027-01-05', startTime: '09:30' },
    { startDate: '2027-01-03', startTime: '14:00' },
  ];

  it.each([
    ['a minute before the earliest start', '2027-01-03T05:59:00Z', false],
    ['at the earliest start (14:00 in Singapore)', '2027-01-03T06:00:00Z', true],
    ['after it', '2027-01-04T00:00:00Z', true],
  ])('%s: %s', (_case, now, started) => {
    expect(hasActivityStarted({ dateTimeRows: rows }, new Date(now))).toBe(started);
  });

  it("starts a crane's period at midnight in Singapore", () => {
    const crane = { machineryStartDate: '2027-01-03' };
    expect(hasActivityStarted(crane, new Date('2027-01-02T15:59:00Z'))).toBe(false);
    expect(hasActivityStarted(crane, new Date('2027-01-02T16:00:00Z'))).toBe(true);
  });

  it('never starts an application without a well-formed date', () => {
    const now = new Date('2100-01-01T00:00:00Z');
    expect(hasActivityStarted({}, now)).toBe(false);
    expect(hasActivityStarted({ dateTimeRows: [{ startDate: '2027-02-30' }] }, now)).toBe(false);
  });
});
