import { describe, expect, it } from 'vitest';
import { applicationDraftSchema } from './forms/application-form.js';
import {
  AERIAL_PHOTOGRAPHY,
  CRANE,
  SHIP_CROSSING,
  aerialActivity,
} from './forms/example-forms.fixture.js';
import type { LatLng } from '../geo/lat-lng.js';
import {
  applicationEligibility,
  applicationEnquiry,
  eligibilityIssues,
  reportedByFormRules,
} from './application-eligibility.js';
import { ELIGIBILITY_NOTES } from '../eligibility/eligibility-notes.js';
import { SITES } from '../geo/eligibility-sites.fixture.js';

// APP-9, ENQ-2: an application form judged by the Enquiry Tool's rules, at the sites
// check-eligibility.test.ts measures, so each case reads the same zone and limit the tool does.

const TODAY = '2026-05-01';
/** A site as the map gives it: the coordinate rule allows 14 decimals; 6 are within 0.1 m. */
const at = ({ lat, lng }: LatLng) => ({
  kind: 'point',
  point: { latitude: lat.toFixed(6), longitude: lng.toFixed(6) },
});
const judge = (form: object) =>
  applicationEligibility(applicationDraftSchema.parse(form), { today: TODAY, temporaryAreas: [] });

const row = (date: string, startTime: string, endTime: string) => ({
  startDate: date,
  endDate: date,
  startTime,
  endTime,
});
// 2026-05-04 is a Monday; 2026-05-10 a Sunday.
const MONDAY_MORNING = [row('2026-05-04', '09:00', '10:00')];
const SUNDAY = [row('2026-05-10', '09:00', '10:00')];

const kite = (site: LatLng, maxHeightFtAboveMsl: string) => ({
  ...aerialActivity('KITE'),
  location: at(site),
  maxHeightFtAboveMsl,
});

describe('a kite application (ENQ-5): its maximum height above mean sea level against the zone', () => {
  it.each([
    ['near Paya Lebar above 200 ft', SITES.kallang, '201', 'PERMIT_REQUIRED', 'WSAP-within-10km'],
    ['near Paya Lebar at 200 ft', SITES.kallang, '200', 'NO_PERMIT_REQUIRED', 'WSAP-within-10km'],
    [
      'within 5 km of Seletar at 50 ft',
      SITES.nearSeletar,
      '50',
      'PERMIT_REQUIRED',
      'WSSL-within-5km',
    ],
    ['far from every aerodrome above 500 ft', SITES.sentosa, '501', 'PERMIT_REQUIRED', undefined],
    ['far from every aerodrome at 500 ft', SITES.sentosa, '500', 'NO_PERMIT_REQUIRED', undefined],
  ] as const)('%s', (_name, site, height, verdict, zoneId) => {
    const result = judge(kite(site, height));
    expect(result?.verdict).toBe(verdict);
    expect(result?.reasons[0]?.zone?.id).toBe(zoneId);
    expect(result?.leadTimeWorkingDays).toBe(7);
  });

  it('names the zone and the limit in the same words the Enquiry Tool uses', () => {
    const reason = judge(kite(SITES.kallang, '300'))?.reasons[0];
    expect(reason?.message).toBe(
      'The kite reaches 300 ft above sea level, above the 200 ft limit within 10 km of Paya Lebar Air Base.',
    );
    expect(reason?.threshold).toEqual({ value: 200, unit: 'ft', reference: 'AMSL' });
  });

  it('without a height (the field is optional) it never says no permit', () => {
    expect(judge(kite(SITES.sentosa, ''))?.reasons[0]?.code).toBe('HEIGHT_NOT_GIVEN');
  });
});

describe('the other categories read their own fields', () => {
  it('a captive balloon: its height above the ground, the ground taken at sea level', () => {
    const balloon = { ...aerialActivity('BHOISTING'), location: at(SITES.nearSeletar) };
    const low = judge({ ...balloon, maxHeightFtAboveGround: '130' });
    expect(low?.verdict).toBe('NO_PERMIT_REQUIRED');
    expect(low?.notes).toContain(ELIGIBILITY_NOTES.groundAssumed);
    expect(judge({ ...balloon, maxHeightFtAboveGround: '131' })?.verdict).toBe('PERMIT_REQUIRED');
  });

  it.each([
    ['top 100 m, above the 93.8 m limit 3.5 km from Seletar', '20', '80', 'PERMIT_REQUIRED'],
    ['top 90 m, within it', '20', '70', 'NO_PERMIT_REQUIRED'],
  ])('a crane: ground elevation plus working height, %s', (_name, ground, working, verdict) => {
    const result = judge({
      ...CRANE,
      location: at(SITES.seletar3500),
      siteGroundElevationM: ground,
      workingHeightM: working,
    });
    expect(result?.verdict).toBe(verdict);
    expect(result?.reasons[0]?.zone?.id).toBe('WSSL-height-limit-3000-4000');
  });

  it.each([
    ['36', 'PERMIT_REQUIRED', 'SHIP_TALLER_THAN_LIMIT'],
    ['35', 'NO_PERMIT_REQUIRED', 'SHIP_WITHIN_LIMIT'],
  ])('a %s m vessel under the Changi approach: %s', (vesselHeightM, verdict, code) => {
    const result = judge({
      ...SHIP_CROSSING,
      location: at(SITES.underChangiApproach),
      vesselHeightM,
    });
    expect(result?.verdict).toBe(verdict);
    expect(result?.reasons[0]?.code).toBe(code);
  });

  it('aerial photography: a yes to the congested-area question is a reason of its own', () => {
    const result = judge({ ...AERIAL_PHOTOGRAPHY, overCongestedArea: 'Y' });
    expect(result?.reasons.map((reason) => reason.code)).toEqual([
      'AERIAL_PHOTOGRAPHY_ALWAYS',
      'LOW_OVER_CONGESTED_AREA',
    ]);
    expect(result?.leadTimeWorkingDays).toBe(14);
  });
});

describe('a balloon release (ENQ-7): the date/time rows against military operating hours', () => {
  const release = (dateTimeRows: object[]) => ({
    ...aerialActivity('BRELEASE'),
    location: at(SITES.nearSeletar),
    dateTimeRows,
  });

  it('on a Monday morning it is not allowed, and the submission is refused on its rows', () => {
    const result = judge(release(MONDAY_MORNING));
    expect(result?.verdict).toBe('NOT_ALLOWED');
    const refusal = result?.reasons.find((reason) => reason.outcome === 'NOT_ALLOWED');
    expect(refusal && reportedByFormRules(refusal)).toBe(true);
    expect(eligibilityIssues(result)).toEqual([
      { field: 'dateTimeRows', message: refusal?.message },
    ]);
  });

  it('on a Sunday near Seletar a permit is needed, and nothing is refused', () => {
    const result = judge(release(SUNDAY));
    expect(result?.verdict).toBe('PERMIT_REQUIRED');
    expect(eligibilityIssues(result)).toEqual([]);
  });

  it('a row still being typed is left out, so the hours are told in a note instead', () => {
    const result = judge(release([{ ...MONDAY_MORNING[0], endTime: '1' }]));
    expect(result?.verdict).toBe('PERMIT_REQUIRED');
    expect(result?.notes).toContain(ELIGIBILITY_NOTES.militaryHours);
  });
});

describe('a form that lacks what every rule needs has no answer yet', () => {
  it.each([
    ['no location', { ...aerialActivity('KITE'), location: undefined }],
    ['no type of activity', { category: 4, location: at(SITES.kallang) }],
  ])('%s', (_name, form) => {
    expect(applicationEnquiry(applicationDraftSchema.parse(form))).toBeUndefined();
    expect(judge(form)).toBeUndefined();
  });
});

describe('numbers are read as typed', () => {
  it('a whole number of any length is read: 12000 ft is above every limit', () => {
    expect(judge(kite(SITES.sentosa, '12000'))?.reasons[0]?.code).toBe('ABOVE_HEIGHT_LIMIT');
  });

  it('a number that breaks its rule counts as not given', () => {
    expect(judge(kite(SITES.sentosa, '12abc'))?.reasons[0]?.code).toBe('HEIGHT_NOT_GIVEN');
  });
});
