import { describe, expect, it } from 'vitest';
import {
  publishRestrictedAreaSchema,
  restrictedAreaEndIssue,
  restrictedAreaState,
} from './published-data-api.js';

const valid = {
  name: 'National Day Parade rehearsal',
  area: { kind: 'circle', centre: { lat: 1.2887, lng: 103.8592 }, radiusM: 3000 },
  floorFt: 0,
  ceilingFt: 2500,
  from: '2027-07-03',
  to: '2027-07-05',
};

function messagesOf(value: unknown): string[] {
  const parsed = publishRestrictedAreaSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe('publishing a temporary restricted area (OFF-30, OFF-31)', () => {
  it('accepts a named circle with a band of heights and a period', () => {
    expect(messagesOf(valid)).toEqual([]);
  });

  it.each([
    [{ name: ' ' }, 'Name is mandatory.'],
    [
      { area: undefined },
      'Area is mandatory: draw a circle or a polygon on the map, or upload a GeoJSON file.',
    ],
    [
      { area: { kind: 'polygon', ring: [{ lat: 1.3, lng: 103.8 }] } },
      'An area needs at least 3 corners',
    ],
    [{ ceilingFt: 0 }, 'Upper height must be above the lower height'],
    [{ floorFt: 1.5 }, 'Lower height must be a whole number of feet'],
    [{ to: '2027-07-02' }, 'End date cannot be before the start date'],
    [{ from: '2027-02-30' }, 'Start date is invalid'],
  ])('refuses %j with its message', (change, message) => {
    expect(messagesOf({ ...valid, ...change })).toContain(message);
  });

  it('refuses a period already over on the server date', () => {
    expect(restrictedAreaEndIssue('2027-07-05', '2027-07-06')).toBe(
      'End date cannot be in the past',
    );
    expect(restrictedAreaEndIssue('2027-07-05', '2027-07-05')).toBeUndefined();
  });

  it.each([
    ['2027-07-02', null, 'upcoming'],
    ['2027-07-03', null, 'in-force'],
    ['2027-07-05', null, 'in-force'],
    ['2027-07-06', null, 'ended'],
    ['2027-07-04', '2027-07-04T01:00:00.000Z', 'withdrawn'],
  ] as const)('on %s (withdrawn %s) it is %s', (today, withdrawnAt, state) => {
    expect(restrictedAreaState({ from: valid.from, to: valid.to, withdrawnAt }, today)).toBe(state);
  });
});
