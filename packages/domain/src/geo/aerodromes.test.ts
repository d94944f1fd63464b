import { describe, expect, it } from 'vitest';
import { AERODROMES, aerodromeByIcao } from './aerodromes.js';
import { bearingDegrees } from './geodesy.js';

/** Smallest angle between two compass bearings (36 and 005° are 5° apart). */
const angleBetween = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('aerodromes (domain-facts, ENQ-2)', () => {
  it('lists the five aerodromes; Changi has three runways', () => {
    expect(AERODROMES.map((a) => a.icao)).toEqual(['WSSS', 'WSSL', 'WSAP', 'WSAT', 'WSAG']);
    expect(aerodromeByIcao('WSSS').runways.map((r) => r.id)).toEqual([
      '02L/20R',
      '02C/20C',
      '02R/20L',
    ]);
  });

  it("marks Sembawang's reference point and headings as unconfirmed, and only those", () => {
    expect(AERODROMES.filter((a) => !a.referencePointConfirmed).map((a) => a.icao)).toEqual([
      'WSAG',
    ]);
    expect(aerodromeByIcao('WSAG').runways[0]?.headingsPublished).toBe(false);
  });

  const ends = AERODROMES.flatMap((aerodrome) =>
    aerodrome.runways.flatMap((runway) =>
      runway.ends.map(
        (end, index) =>
          [`${aerodrome.icao} ${end.designator}`, end, runway.ends[1 - index] ?? end] as const,
      ),
    ),
  );

  it.each(ends)('%s: the heading points along the runway, within 1°', (_name, end, other) => {
    expect(
      angleBetween(bearingDegrees(end.position, other.position), end.headingDegrees),
    ).toBeLessThan(1);
  });

  it.each(ends)('%s: the designator is the heading in tens of degrees', (_name, end) => {
    const number = Number(end.designator.replace(/[LCR]$/, ''));
    expect(angleBetween(number * 10, end.headingDegrees)).toBeLessThanOrEqual(5);
  });
});
