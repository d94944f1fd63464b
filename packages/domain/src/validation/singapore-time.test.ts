import { describe, expect, it } from 'vitest';
import {
  formatSingaporeDate,
  formatSingaporeDateTime,
  parseSingaporeDateTime,
  singaporeCalendarDate,
} from './singapore-time.js';

describe('singaporeCalendarDate', () => {
  it.each([
    ['2025-10-26T15:59:59Z', '2025-10-26'],
    ['2025-10-26T16:00:00Z', '2025-10-27'],
    ['2025-12-31T16:30:00Z', '2026-01-01'],
  ])('%s is %s in Singapore', (instant, date) => {
    expect(singaporeCalendarDate(new Date(instant))).toBe(date);
  });
});

describe('parseSingaporeDateTime', () => {
  it('reads a time without an offset as Singapore time', () => {
    expect(parseSingaporeDateTime('2025-11-03T08:00')).toBe(Date.parse('2025-11-03T00:00:00Z'));
  });

  it('honours an explicit offset', () => {
    expect(parseSingaporeDateTime('2025-11-03T08:00Z')).toBe(Date.parse('2025-11-03T08:00:00Z'));
  });
});

describe('formatSingaporeDateTime (OFF-17)', () => {
  it.each([
    ['2026-11-27T02:05:00Z', '27 Nov 2026, 10:05 am'],
    ['2026-11-26T16:00:00Z', '27 Nov 2026, 12:00 am'],
    ['2026-11-27T04:30:00Z', '27 Nov 2026, 12:30 pm'],
    ['2026-12-31T15:59:00Z', '31 Dec 2026, 11:59 pm'],
  ])('%s reads %s in Singapore', (instant, shown) => {
    expect(formatSingaporeDateTime(Date.parse(instant))).toBe(shown);
  });
});

describe('formatSingaporeDate (APP-69)', () => {
  it.each([
    ['2027-01-03', '3 Jan 2027'],
    ['2026-04-01', '1 Apr 2026'],
    ['2026-12-31', '31 Dec 2026'],
  ])('%s reads %s', (date, shown) => {
    expect(formatSingaporeDate(date)).toBe(shown);
  });
});
