import { describe, expect, it } from 'vitest';
import { overlapsMilitaryHours } from './military-hours.js';

// 3 November 2025 is a Monday; 8 November a Saturday; 9 November a Sunday.
describe('overlapsMilitaryHours', () => {
  it.each([
    ['Monday morning inside the hours', '2025-11-03T08:00', '2025-11-03T09:00', true],
    ['Monday ending exactly at 07:00', '2025-11-03T05:00', '2025-11-03T07:00', false],
    ['Monday starting exactly at 19:00', '2025-11-03T19:00', '2025-11-03T22:00', false],
    ['Monday evening crossing 19:00', '2025-11-03T18:30', '2025-11-03T20:00', true],
    ['Friday late night', '2025-11-07T20:00', '2025-11-07T23:59', false],
    ['Saturday morning', '2025-11-08T12:00', '2025-11-08T12:30', true],
    ['Saturday afternoon after 13:00', '2025-11-08T13:00', '2025-11-08T18:00', false],
    ['Sunday all day', '2025-11-09T00:00', '2025-11-09T23:59', false],
    ['Saturday night into Monday dawn', '2025-11-08T20:00', '2025-11-10T06:59', false],
    ['Sunday night into Monday morning', '2025-11-09T20:00', '2025-11-10T07:30', true],
    ['an instant at Monday 10:00', '2025-11-03T10:00', '2025-11-03T10:00', true],
    ['an instant at Monday 19:00', '2025-11-03T19:00', '2025-11-03T19:00', false],
    ['a fortnight', '2025-11-01T00:00', '2025-11-15T00:00', true],
    // Offsets are honoured: 23:30 UTC on Sunday is 07:30 on Monday in Singapore.
    [
      'UTC time that is Monday morning in Singapore',
      '2025-11-09T23:30Z',
      '2025-11-09T23:45Z',
      true,
    ],
    ['UTC time that is Sunday in Singapore', '2025-11-08T20:00Z', '2025-11-08T22:00Z', false],
    [
      'with seconds and an explicit +08:00',
      '2025-11-04T06:59:59+08:00',
      '2025-11-04T07:00:01+08:00',
      true,
    ],
  ])('%s → %s', (_case, start, end, expected) => {
    expect(overlapsMilitaryHours(start, end)).toBe(expected);
  });

  it.each([
    ['end before start', '2025-11-03T10:00', '2025-11-03T09:00'],
    ['not a date-time', 'Monday 10am', '2025-11-03T09:00'],
    ['an impossible date', '2025-02-30T10:00', '2025-03-01T09:00'],
  ])('refuses %s', (_case, start, end) => {
    expect(() => overlapsMilitaryHours(start, end)).toThrow(RangeError);
  });
});
