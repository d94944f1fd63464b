import { describe, expect, it } from 'vitest';
import type { AerodromeIcao } from '../geo/aerodromes.js';
import { destinationPoint } from '../geo/geodesy.js';
import type { LatLng } from '../geo/lat-lng.js';
import type { ApplicationLocation } from '../geo/location.js';
import { at, midpoint, runwayEnd, SITES } from '../geo/eligibility-sites.fixture.js';
import type { TemporaryRestrictedArea } from '../geo/temporary-restricted-areas.js';
import { checkEligibility } from './check-eligibility.js';
import { ELIGIBILITY_NOTES } from './eligibility-notes.js';
import type { EligibilityEnquiry } from './enquiry-schema.js';
import { measureSite } from './site-measures.js';

// ENQ-2, ENQ-3: the Enquiry Tool's rules, case by case, at sites whose distances each test
// measures first, so a case can only pass for the reason it names.

const RESTRICTED =
  'The proposed activity is not allowed during military operating hours. You may wish to explore alternative days or time';

const nearestKm = (site: LatLng, icao?: AerodromeIcao) => {
  const entries = measureSite({ kind: 'point', point: site }).aerodromes;
  const entry = icao ? entries.find((e) => e.aerodrome.icao === icao) : entries[0];
  return (entry?.distanceM ?? NaN) / 1000;
};
const nearestFunnelKm = (site: LatLng) =>
  (measureSite({ kind: 'point', point: site }).funnels[0]?.distanceM ?? NaN) / 1000;

const TODAY = '2026-05-01';
const check = (enquiry: EligibilityEnquiry, temporaryAreas: TemporaryRestrictedArea[] = []) =>
  checkEligibility(enquiry, { today: TODAY, temporaryAreas });
const ft = (value: number, reference: 'AMSL' | 'AGL' = 'AMSL') =>
  ({ value, unit: 'ft', reference }) as const;

// 2026-05-04 is a Monday; 2026-05-10 a Sunday.
const MONDAY_MORNING = [
  { startDate: '2026-05-04', endDate: '2026-05-04', startTime: '09:00', endTime: '10:00' },
];
const SUNDAY = [
  { startDate: '2026-05-10', endDate: '2026-05-10', startTime: '09:00', endTime: '10:00' },
];
const WEEKDAY_EVENING = [
  { startDate: '2026-05-04', endDate: '2026-05-08', startTime: '20:00', endTime: '22:00' },
];

describe('the test sites are where the cases say (premises)', () => {
  it.each([
    ['nearSeletar', SITES.nearSeletar, 'WSSL', 2.99, 3.01],
    ['seletar3500', SITES.seletar3500, 'WSSL', 3.49, 3.51],
    ['kallang', SITES.kallang, undefined, 5, 10],
    ['kallang to Paya Lebar', SITES.kallang, 'WSAP', 5, 10],
    ['sentosa', SITES.sentosa, undefined, 10, 20],
    ['tuasSouth', SITES.tuasSouth, undefined, 10, 20],
    ['farSouth', SITES.farSouth, undefined, 15, 40],
  ] as const)('%s: the distance to the runway is in range', (_name, site, icao, min, max) => {
    const km = nearestKm(site, icao);
    expect(km).toBeGreaterThan(min);
    expect(km).toBeLessThan(max);
  });

  it('near Seletar the nearest aerodrome is Seletar and no funnel is within 1 km', () => {
    expect(
      measureSite({ kind: 'point', point: SITES.nearSeletar }).aerodromes[0]?.aerodrome.icao,
    ).toBe('WSSL');
    expect(nearestFunnelKm(SITES.nearSeletar)).toBeGreaterThan(1);
  });

  it.each([['sentosa'], ['tuasSouth']] as const)(
    '%s is more than 1 km from every flight funnel',
    (name) => {
      expect(nearestFunnelKm(SITES[name])).toBeGreaterThan(1);
    },
  );

  it('the Changi approach site is inside a Changi funnel', () => {
    const funnel = measureSite({ kind: 'point', point: SITES.underChangiApproach }).funnels[0];
    expect(funnel?.distanceM).toBe(0);
    expect(funnel?.funnel.aerodrome).toBe('WSSS');
  });
});

describe('kite flying / parasailing (ENQ-5)', () => {
  it.each([
    [
      'within 5 km of Seletar, at 50 ft',
      SITES.nearSeletar,
      50,
      'PERMIT_REQUIRED',
      'KITE_NEAR_AERODROME',
      'WSSL-within-5km',
    ],
    [
      'near Paya Lebar above 200 ft',
      SITES.kallang,
      201,
      'PERMIT_REQUIRED',
      'ABOVE_HEIGHT_LIMIT',
      'WSAP-within-10km',
    ],
    [
      'near Paya Lebar at 200 ft',
      SITES.kallang,
      200,
      'NO_PERMIT_REQUIRED',
      'WITHIN_HEIGHT_LIMIT',
      'WSAP-within-10km',
    ],
    [
      'far from every aerodrome (Sentosa) below 500 ft',
      SITES.sentosa,
      450,
      'NO_PERMIT_REQUIRED',
      'WITHIN_HEIGHT_LIMIT',
      undefined,
    ],
    [
      'far from every aerodrome (Sentosa) above 500 ft',
      SITES.sentosa,
      501,
      'PERMIT_REQUIRED',
      'ABOVE_HEIGHT_LIMIT',
      undefined,
    ],
    [
      'in the far west below 500 ft',
      SITES.tuasSouth,
      300,
      'NO_PERMIT_REQUIRED',
      'WITHIN_HEIGHT_LIMIT',
      undefined,
    ],
    [
      'in the far west above 500 ft',
      SITES.tuasSouth,
      600,
      'PERMIT_REQUIRED',
      'ABOVE_HEIGHT_LIMIT',
      undefined,
    ],
  ] as const)('%s: %s', (_name, site, feet, verdict, code, zoneId) => {
    const result = check({ category: 4, activity: 'KITE', location: at(site), height: ft(feet) });
    expect(result.verdict).toBe(verdict);
    expect(result.reasons[0]?.code).toBe(code);
    expect(result.reasons[0]?.zone?.id).toBe(zoneId);
    expect(result.leadTimeWorkingDays).toBe(7);
    // ENQ-13: kites are not asked to notify.
    expect(result.notes).not.toContain(ELIGIBILITY_NOTES.mayBeNotified);
  });

  it('within 1 km of a Tengah funnel beyond 10 km, the 200 ft limit applies', () => {
    const site = destinationPoint(runwayEnd('WSAT', '36'), 185, 11_000);
    expect(nearestKm(site, 'WSAT')).toBeGreaterThan(10);
    const result = check({ category: 4, activity: 'KITE', location: at(site), height: ft(300) });
    expect(result.verdict).toBe('PERMIT_REQUIRED');
    expect(result.reasons[0]?.zone?.id).toBe('WSAT-funnel-36');
    expect(result.reasons[0]?.threshold).toEqual({ value: 200, unit: 'ft', reference: 'AMSL' });
  });

  it('the limit reads metres too: 70 m is above 200 ft (60.96 m) near Paya Lebar', () => {
    const result = check({
      category: 4,
      activity: 'KITE',
      location: at(SITES.kallang),
      height: { value: 70, unit: 'm', reference: 'AMSL' },
    });
    expect(result.verdict).toBe('PERMIT_REQUIRED');
  });

  it('with no height given it never says no permit', () => {
    const result = check({ category: 4, activity: 'KITE', location: at(SITES.sentosa) });
    expect(result.verdict).toBe('PERMIT_REQUIRED');
    expect(result.reasons[0]?.code).toBe('HEIGHT_NOT_GIVEN');
  });

  it('a drawn circle counts from its nearest edge: 5.5 km away with a 1 km radius is within 5 km', () => {
    const centre = destinationPoint(midpoint('WSSL'), 123, 5_500);
    const location: ApplicationLocation = {
      kind: 'circle',
      centre: { latitude: String(centre.lat), longitude: String(centre.lng) },
      radiusMetres: 1_000,
    };
    expect(
      check({ category: 4, activity: 'KITE', location, height: ft(50) }).reasons[0]?.code,
    ).toBe('KITE_NEAR_AERODROME');
  });

  it('a drawn area counts from its nearest corner', () => {
    const corners = [0, 90, 180, 270].map((bearing) =>
      destinationPoint(SITES.sentosa, bearing, 300),
    );
    const location: ApplicationLocation = {
      kind: 'polygon',
      points: [...corners, SITES.nearSeletar].map((p) => ({
        latitude: String(p.lat),
        longitude: String(p.lng),
      })),
    };
    expect(check({ category: 4, activity: 'KITE', location, height: ft(50) }).verdict).toBe(
      'PERMIT_REQUIRED',
    );
  });
});

describe('hoisting a captive balloon or blimp (ENQ-6)', () => {
  it.each([
    [
      'inside a Changi flight funnel, at 10 ft',
      SITES.underChangiApproach,
      ft(10),
      'PERMIT_REQUIRED',
      'BALLOON_NEAR_FUNNEL',
    ],
    [
      'within 5 km of Seletar at 130 ft',
      SITES.nearSeletar,
      ft(130),
      'NO_PERMIT_REQUIRED',
      'WITHIN_HEIGHT_LIMIT',
    ],
    [
      'within 5 km of Seletar at 131 ft',
      SITES.nearSeletar,
      ft(131),
      'PERMIT_REQUIRED',
      'ABOVE_HEIGHT_LIMIT',
    ],
    ['beyond 5 km at 290 ft', SITES.sentosa, ft(290), 'NO_PERMIT_REQUIRED', 'WITHIN_HEIGHT_LIMIT'],
    ['beyond 5 km at 291 ft', SITES.sentosa, ft(291), 'PERMIT_REQUIRED', 'ABOVE_HEIGHT_LIMIT'],
  ] as const)('%s: %s', (_name, site, height, verdict, code) => {
    const result = check({ category: 4, activity: 'BHOISTING', location: at(site), height });
    expect(result.verdict).toBe(verdict);
    expect(result.reasons[0]?.code).toBe(code);
    expect(result.notes).toContain(ELIGIBILITY_NOTES.captiveBalloonSize);
    expect(result.notes.includes(ELIGIBILITY_NOTES.mayBeNotified)).toBe(
      verdict === 'NO_PERMIT_REQUIRED',
    );
  });

  it('adds the ground elevation to a height above ground: 120 ft + 10 m is above 130 ft', () => {
    const enquiry = {
      category: 4,
      activity: 'BHOISTING',
      location: at(SITES.nearSeletar),
    } as const;
    expect(check({ ...enquiry, height: ft(120, 'AGL'), siteGroundElevationM: 10 }).verdict).toBe(
      'PERMIT_REQUIRED',
    );
    const assumed = check({ ...enquiry, height: ft(120, 'AGL') });
    expect(assumed.verdict).toBe('NO_PERMIT_REQUIRED');
    expect(assumed.notes).toContain(ELIGIBILITY_NOTES.groundAssumed);
  });
});

describe('release of balloons (ENQ-7)', () => {
  it.each([
    ['near Seletar on a Monday morning', SITES.nearSeletar, MONDAY_MORNING, 'NOT_ALLOWED'],
    ['far away on a Monday morning', SITES.sentosa, MONDAY_MORNING, 'NOT_ALLOWED'],
    ['near Seletar on a Sunday', SITES.nearSeletar, SUNDAY, 'PERMIT_REQUIRED'],
    ['near Seletar on weekday evenings', SITES.nearSeletar, WEEKDAY_EVENING, 'PERMIT_REQUIRED'],
    ['far away on a Sunday', SITES.sentosa, SUNDAY, 'NO_PERMIT_REQUIRED'],
  ] as const)('%s: %s', (_name, site, dateTimeRows, verdict) => {
    const result = check({
      category: 4,
      activity: 'BRELEASE',
      location: at(site),
      dateTimeRows: [...dateTimeRows],
    });
    expect(result.verdict).toBe(verdict);
    const refusal = result.reasons.find((reason) => reason.outcome === 'NOT_ALLOWED');
    expect(refusal?.message).toBe(verdict === 'NOT_ALLOWED' ? RESTRICTED : undefined);
    expect(result.notes).toContain(ELIGIBILITY_NOTES.balloonSize);
  });

  it('without dates it tells the military hours in a note', () => {
    const result = check({ category: 4, activity: 'BRELEASE', location: at(SITES.sentosa) });
    expect(result.verdict).toBe('NO_PERMIT_REQUIRED');
    expect(result.notes).toContain(ELIGIBILITY_NOTES.militaryHours);
  });
});

describe('sky lanterns, lasers and fireworks need a permit everywhere (ENQ-8, ENQ-9)', () => {
  it.each([
    ['SLRELEASE', SITES.sentosa, SUNDAY, 'PERMIT_REQUIRED', ELIGIBILITY_NOTES.fireSafety],
    ['SLRELEASE', SITES.sentosa, MONDAY_MORNING, 'NOT_ALLOWED', ELIGIBILITY_NOTES.fireSafety],
    ['LASERS', SITES.sentosa, SUNDAY, 'PERMIT_REQUIRED', ELIGIBILITY_NOTES.lightThresholds],
    [
      'LASERS',
      SITES.nearSeletar,
      MONDAY_MORNING,
      'PERMIT_REQUIRED',
      ELIGIBILITY_NOTES.lightThresholds,
    ],
    ['FIREWORKS', SITES.tuasSouth, SUNDAY, 'PERMIT_REQUIRED', ELIGIBILITY_NOTES.fireworksApprovals],
    [
      'FIREWORKS',
      SITES.nearSeletar,
      MONDAY_MORNING,
      'PERMIT_REQUIRED',
      ELIGIBILITY_NOTES.fireworksApprovals,
    ],
  ] as const)('%s at %j %j: %s', (activity, site, rows, verdict, note) => {
    const result = check({ category: 4, activity, location: at(site), dateTimeRows: [...rows] });
    expect(result.verdict).toBe(verdict);
    expect(result.notes).toContain(note);
  });
});

describe('cranes and tall machinery (ENQ-4)', () => {
  it.each([
    ['3.5 km from Seletar, top 90 m', SITES.seletar3500, 20, 70, 'NO_PERMIT_REQUIRED', 93.8],
    ['3.5 km from Seletar, top 93.8 m', SITES.seletar3500, 20, 73.8, 'NO_PERMIT_REQUIRED', 93.8],
    ['3.5 km from Seletar, top 100 m', SITES.seletar3500, 20, 80, 'PERMIT_REQUIRED', 93.8],
    ['far from runways, top 190 m', SITES.sentosa, 10, 180, 'NO_PERMIT_REQUIRED', 193.1],
    ['far from runways, top 200 m', SITES.sentosa, 10, 190, 'PERMIT_REQUIRED', 193.1],
    ['beyond every zone, top 300 m', SITES.farSouth, 0, 300, 'NO_PERMIT_REQUIRED', undefined],
  ] as const)('%s: %s', (_name, site, ground, working, verdict, limit) => {
    const result = check({
      category: 2,
      location: at(site),
      siteGroundElevationM: ground,
      workingHeightM: working,
    });
    expect(result.verdict).toBe(verdict);
    expect(result.reasons[0]?.threshold?.value).toBe(limit);
    expect(result.notes.includes(ELIGIBILITY_NOTES.militaryClearance)).toBe(
      verdict === 'PERMIT_REQUIRED',
    );
    expect(result.permitName).toBe(
      'Clearance for Erection of Cranes and Tall Construction Machinery',
    );
  });

  it('names the height-limit ring that decided', () => {
    const result = check({
      category: 2,
      location: at(SITES.seletar3500),
      siteGroundElevationM: 20,
      workingHeightM: 80,
    });
    expect(result.reasons[0]?.zone?.id).toBe('WSSL-height-limit-3000-4000');
  });
});

describe('ship crossing (ENQ-10)', () => {
  it.each([
    [
      'under the Changi approach, 36 m',
      SITES.underChangiApproach,
      36,
      'PERMIT_REQUIRED',
      'SHIP_TALLER_THAN_LIMIT',
    ],
    [
      'under the Changi approach, 35 m',
      SITES.underChangiApproach,
      35,
      'NO_PERMIT_REQUIRED',
      'SHIP_WITHIN_LIMIT',
    ],
    ['off Sentosa, 60 m', SITES.sentosa, 60, 'NO_PERMIT_REQUIRED', 'SHIP_AWAY_FROM_CHANGI'],
  ] as const)('%s: %s', (_name, site, vesselHeightM, verdict, code) => {
    const result = check({ category: 3, location: at(site), vesselHeightM });
    expect(result.verdict).toBe(verdict);
    expect(result.reasons[0]?.code).toBe(code);
  });

  it.each([
    [38, 'NO_PERMIT_REQUIRED', 'SHIP_WITHIN_LIMIT'],
    [41, 'PERMIT_REQUIRED', 'SHIP_TALLER_THAN_LIMIT'],
  ] as const)(
    'judges by the configured trigger: under a 40 m one, a %i m vessel → %s',
    (vesselHeightM, verdict, code) => {
      const result = checkEligibility(
        { category: 3, location: at(SITES.underChangiApproach), vesselHeightM },
        { today: TODAY, temporaryAreas: [], shipCrossingClearanceAboveM: 40 },
      );
      expect(result.verdict).toBe(verdict);
      expect(result.reasons[0]).toMatchObject({ code, threshold: { value: 40, unit: 'm' } });
      expect(result.reasons[0]?.message).toContain('vessels over 40 m above the waterline');
    },
  );

  it.each([
    [31, true],
    [30, false],
  ])('a %i m vessel in the East Johor Strait must report: %s', (vesselHeightM, reports) => {
    const result = check({ category: 3, location: at(SITES.eastJohorStrait), vesselHeightM });
    expect(result.notes.includes(ELIGIBILITY_NOTES.eastJohorReport)).toBe(reports);
  });
});

describe('aerial photography (ENQ-11)', () => {
  it.each([
    [false, false, ['AERIAL_PHOTOGRAPHY_ALWAYS']],
    [true, false, ['AERIAL_PHOTOGRAPHY_ALWAYS', 'LOW_OVER_CONGESTED_AREA']],
    [false, true, ['AERIAL_PHOTOGRAPHY_ALWAYS', 'NEAR_OPEN_AIR_ASSEMBLY']],
    [
      true,
      true,
      ['AERIAL_PHOTOGRAPHY_ALWAYS', 'LOW_OVER_CONGESTED_AREA', 'NEAR_OPEN_AIR_ASSEMBLY'],
    ],
  ])(
    'congested %s, assembly %s: a clearance, 14 working days ahead',
    (overCongestedArea, nearOpenAirAssembly, codes) => {
      const result = check({
        category: 1,
        location: at(SITES.sentosa),
        aerialPhotography: { overCongestedArea, nearOpenAirAssembly },
      });
      expect(result.verdict).toBe('PERMIT_REQUIRED');
      expect(result.reasons.map((reason) => reason.code)).toEqual(codes);
      expect(result.leadTimeWorkingDays).toBe(14);
    },
  );
});

describe('temporary restricted areas (ENQ-12)', () => {
  const rehearsal: TemporaryRestrictedArea = {
    id: 'rehearsal',
    name: 'Parade rehearsal area',
    area: { kind: 'circle', centre: SITES.marinaBay, radiusM: 3_000 },
    floorFt: 0,
    ceilingFt: 2_500,
    periods: [{ from: '2026-07-04', to: '2026-07-04' }],
  };
  const kite = (dateTimeRows?: EligibilityEnquiry['dateTimeRows'], site = SITES.marinaBay) =>
    check({ category: 4, activity: 'KITE', location: at(site), height: ft(100), dateTimeRows }, [
      rehearsal,
    ]);
  const row = (date: string) => [
    { startDate: date, endDate: date, startTime: '09:00', endTime: '10:00' },
  ];

  it('a kite low enough elsewhere needs a permit inside the area on its date', () => {
    const result = kite(row('2026-07-04'));
    expect(result.verdict).toBe('PERMIT_REQUIRED');
    expect(result.reasons.map((r) => r.zone?.id)).toContain('rehearsal-2026-07-04');
  });

  it('on another date the area does not apply', () => {
    expect(kite(row('2026-07-05')).verdict).toBe('NO_PERMIT_REQUIRED');
  });

  it('outside the area it does not apply', () => {
    expect(kite(row('2026-07-04'), SITES.sentosa).reasons.map((r) => r.code)).not.toContain(
      'TEMPORARY_RESTRICTED_AREA',
    );
  });

  it('names the closed band when it starts above the ground', () => {
    const raised = { ...rehearsal, floorFt: 500 };
    const result = check(
      { category: 4, activity: 'KITE', location: at(SITES.marinaBay), height: ft(100) },
      [raised],
    );
    expect(result.notes).toContain(
      'The site is in Parade rehearsal area, closed from 500 ft to 2,500 ft on 4 Jul 2026: on those dates a permit is needed.',
    );
  });

  it('without dates it lists the closed dates in a note', () => {
    const result = kite(undefined);
    expect(result.verdict).toBe('NO_PERMIT_REQUIRED');
    expect(result.notes).toContain(
      'The site is in Parade rehearsal area, closed from the ground to 2,500 ft on 4 Jul 2026: on those dates a permit is needed.',
    );
  });
});
