import { describe, expect, it } from 'vitest';
import type { TemporaryRestrictedArea } from '../geo/temporary-restricted-areas.js';
import type { EligibilityContext } from './check-eligibility.js';
import { ELIGIBILITY_NOTES } from './eligibility-notes.js';
import { answerEnquiryForm, ENQUIRY_FORM_DEFAULTS, type EnquiryFormInput } from './enquiry-form.js';

// The questionnaire's live answer before it is complete: a half-typed date row leaves an answer
// that does not depend on time in place (ENQ-21), and a ship crossing's vessel that needs no
// clearance anywhere is answered before its place, whose height is asked first (ENQ-22).

const TODAY = '2026-05-01';
const CONTEXT: EligibilityContext = { today: TODAY, temporaryAreas: [] };
/** Kallang: within 10 km of Paya Lebar Air Base. */
const KALLANG = { kind: 'point', point: { latitude: '1.304', longitude: '103.8745' } } as const;
const REHEARSAL: TemporaryRestrictedArea = {
  id: 'rehearsal',
  name: 'Parade rehearsal area',
  area: { kind: 'circle', centre: { lat: 1.304, lng: 103.8745 }, radiusM: 3_000 },
  floorFt: 0,
  ceilingFt: 2_500,
  periods: [{ from: '2026-07-04', to: '2026-07-04' }],
};
const HALF_TYPED_ROW = [{ startDate: '2026-07-04', endDate: '', startTime: '', endTime: '' }];

const form = (values: Partial<EnquiryFormInput>): EnquiryFormInput => ({
  ...ENQUIRY_FORM_DEFAULTS,
  ...values,
});
const kite = form({ category: '4', activity: 'KITE', location: KALLANG, height: '300' });
const missingFields = (answer: ReturnType<typeof answerEnquiryForm>) =>
  answer.kind === 'incomplete' ? answer.missing.map((item) => item.field) : [];

describe('a date row being typed (ENQ-21)', () => {
  it("leaves a kite's answer in place: the dates cannot change it", () => {
    const answer = answerEnquiryForm(form({ ...kite, dateTimeRows: HALF_TYPED_ROW }), CONTEXT);
    expect(answer.kind).toBe('answer');
    if (answer.kind !== 'answer') return;
    expect(answer.result.verdict).toBe('PERMIT_REQUIRED');
    // The link carries no half-typed row.
    expect(answer.enquiry?.dateTimeRows).toBeUndefined();
  });

  it('blanks a balloon release, whose answer depends on military operating hours', () => {
    const release = form({ category: '4', activity: 'BRELEASE', location: KALLANG });
    const answer = answerEnquiryForm(form({ ...release, dateTimeRows: HALF_TYPED_ROW }), CONTEXT);
    expect(missingFields(answer)).toEqual([
      'dateTimeRows.0.endDate',
      'dateTimeRows.0.startTime',
      'dateTimeRows.0.endTime',
    ]);
  });

  it('blanks a kite inside a temporary restricted area in force, whose dates decide', () => {
    const answer = answerEnquiryForm(form({ ...kite, dateTimeRows: HALF_TYPED_ROW }), {
      ...CONTEXT,
      temporaryAreas: [REHEARSAL],
    });
    expect(answer.kind).toBe('incomplete');
  });

  it('lists the rest of what is missing with the row', () => {
    const answer = answerEnquiryForm(
      form({ ...kite, location: undefined, dateTimeRows: HALF_TYPED_ROW }),
      CONTEXT,
    );
    expect(missingFields(answer)).toContain('location');
    expect(missingFields(answer)).toContain('dateTimeRows.0.endDate');
  });
});

describe("a ship crossing's vessel before its place (ENQ-22)", () => {
  const ship = (vesselHeightM: string) => form({ category: '3', vesselHeightM });

  it('asks the height first, then the place', () => {
    expect(missingFields(answerEnquiryForm(ship(''), CONTEXT))).toEqual([
      'vesselHeightM',
      'location',
    ]);
  });

  it.each([
    ['20', []],
    ['33', [ELIGIBILITY_NOTES.eastJohorReport]],
    ['35', [ELIGIBILITY_NOTES.eastJohorReport]],
  ])('a %s m vessel needs no clearance anywhere, said without a place', (height, notes) => {
    const answer = answerEnquiryForm(ship(height), CONTEXT);
    expect(answer.kind).toBe('answer');
    if (answer.kind !== 'answer') return;
    expect(answer.result.verdict).toBe('NO_PERMIT_REQUIRED');
    expect(answer.result.reasons[0]?.message).toMatch(/needs none wherever it crosses/);
    expect(answer.result.notes).toEqual(notes);
    expect(answer.enquiry).toBeUndefined();
  });

  it('a taller vessel depends on where it crosses: the place is asked', () => {
    expect(missingFields(answerEnquiryForm(ship('36'), CONTEXT))).toEqual(['location']);
  });

  it("judges with the server's configured trigger (ENQ-10)", () => {
    const answer = answerEnquiryForm(ship('38'), { ...CONTEXT, shipCrossingClearanceAboveM: 40 });
    expect(answer.kind).toBe('answer');
  });

  it('with a temporary restricted area in force the place matters, so it is asked', () => {
    const answer = answerEnquiryForm(ship('20'), { ...CONTEXT, temporaryAreas: [REHEARSAL] });
    expect(missingFields(answer)).toEqual(['location']);
  });
});
