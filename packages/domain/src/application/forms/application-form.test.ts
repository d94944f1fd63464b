import { describe, expect, it } from 'vitest';
import { AERIAL_ACTIVITY_CODES } from '../../activity/aerial-activity-types.js';
import {
  applicationDraftSchema,
  applicationIssues,
  applicationSubmissionSchema,
} from './application-form.js';
import {
  AERIAL_PHOTOGRAPHY,
  COMMON,
  CONTEXT,
  CRANE,
  SHIP_CROSSING,
  aerialActivity,
} from './example-forms.fixture.js';

// APP-1, APP-2: one call validates a submission of any category; each broken rule comes back with
// its exact message and the path of its input (APP-39).

const FORMS = [
  ['aerial photography', AERIAL_PHOTOGRAPHY],
  ['cranes', CRANE],
  ['ship crossing', SHIP_CROSSING],
  ...AERIAL_ACTIVITY_CODES.map(
    (code) => [`aerial activity ${code}`, aerialActivity(code)] as const,
  ),
] as const;

describe('application submission: happy paths', () => {
  it.each(FORMS)('accepts a complete %s application', (_name, form) => {
    expect(applicationIssues(form, CONTEXT)).toEqual([]);
  });

  it("keeps only the chosen activity type's fields and trims the text", () => {
    const form = { ...aerialActivity('KITE'), venue: '  West Coast Park ', maxSizeCm: '30' };
    const parsed = applicationSubmissionSchema(CONTEXT).parse(form);
    expect(parsed).toMatchObject({ venue: 'West Coast Park', numberOfKites: '20' });
    expect(parsed).not.toHaveProperty('maxSizeCm');
  });
});

describe('application submission: common rules', () => {
  const kite = aerialActivity('KITE');
  it.each([
    ['venue empty', { venue: ' ' }, 'venue', 'Venue is mandatory.'],
    ['purpose missing', { purpose: undefined }, 'purpose', 'Purpose is mandatory.'],
    [
      'venue with a line break',
      { venue: 'A\nB' },
      'venue',
      'Venue contains characters that are not allowed.',
    ],
    [
      'company missing',
      { operatorCompanyName: '' },
      'operatorCompanyName',
      'Operator Company Name is mandatory.',
    ],
    [
      'postal code of 5 digits',
      { operatorPostalCode: '12345' },
      'operatorPostalCode',
      'Postal Code must be 6 digits',
    ],
    [
      'safety measures empty',
      { safetyMeasures: '' },
      'safetyMeasures',
      'Safety Measures is mandatory.',
    ],
    ['no rows', { dateTimeRows: [] }, 'dateTimeRows', 'Date and Time is mandatory.'],
    ['no location', { location: undefined }, 'location', 'Location on map is mandatory.'],
    [
      'a bad location coordinate',
      { location: { kind: 'point', point: { latitude: '1.2.3', longitude: '103.8' } } },
      'location.point.latitude',
      'Latitude should be a number with up to 3 digits and 14 decimal places',
    ],
    [
      'one safety personnel',
      { safetyPersonnel: [COMMON.safetyPersonnel[0]] },
      'safetyPersonnel',
      'At least 2 safety personnel are required.',
    ],
    [
      'six supporting documents',
      { supportingDocumentIds: Array(6).fill(COMMON.supportingDocumentIds[0]) },
      'supportingDocumentIds',
      'A maximum of 5 files can be uploaded.',
    ],
    [
      'information not declared true',
      { declarations: { informationTrue: false, mapAreaFinal: true } },
      'declarations.informationTrue',
      'Please confirm that the information given in this application is true.',
    ],
    [
      'map area declaration missing',
      { declarations: { informationTrue: true } },
      'declarations.mapAreaFinal',
      'Please confirm that you understand the area on the map cannot be changed after submission.',
    ],
    [
      'a start date in the past',
      { dateTimeRows: [{ ...COMMON.dateTimeRows[0], startDate: '2026-03-01' }] },
      'dateTimeRows.0.startDate',
      'Selected Date cannot be Past Date',
    ],
    [
      'a start too soon for the lead time',
      { dateTimeRows: [{ ...COMMON.dateTimeRows[0], startDate: '2026-03-10' }] },
      'dateTimeRows.0.startDate',
      'Apply at least 7 working days before the activity starts.',
    ],
    [
      'a second row with no end time',
      { dateTimeRows: [COMMON.dateTimeRows[0], { ...COMMON.dateTimeRows[0], endTime: '' }] },
      'dateTimeRows.1.endTime',
      'End Time is mandatory.',
    ],
  ])('%s → %s: %s', (_case, change, field, message) => {
    expect(applicationIssues({ ...kite, ...change }, CONTEXT)).toEqual([{ field, message }]);
  });

  it('lists every missing field of an empty category 4 form, with its type', () => {
    const issues = applicationIssues({ category: 4, activityType: 'BHOISTING' }, CONTEXT);
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: 'venue', message: 'Venue is mandatory.' },
        {
          field: 'maxHeightFtAboveGround',
          message: 'Maximum Height (ft above ground) is mandatory.',
        },
        { field: 'safetyPersonnel', message: 'At least 2 safety personnel are required.' },
        { field: 'location', message: 'Location on map is mandatory.' },
      ]),
    );
  });

  it.each([
    [{ category: 4 }, 'activityType', 'Type of Activity is mandatory.'],
    [{ category: 4, activityType: 'DRONE' }, 'activityType', 'Type of Activity is mandatory.'],
    [{ category: 5 }, 'category', 'Category is invalid'],
  ])('refuses %j: %s', (form, field, message) => {
    expect(applicationIssues(form, CONTEXT)).toEqual([{ field, message }]);
  });
});

describe('application draft', () => {
  it.each([1, 2, 3, 4])('accepts an empty draft of category %i', (category) => {
    expect(applicationDraftSchema.safeParse({ category }).success).toBe(true);
  });

  it('keeps a partial draft and drops unknown keys', () => {
    const draft = applicationDraftSchema.parse({
      category: 4,
      venue: ' Sentosa ',
      numberOfKites: '2.5',
      amount: 0,
      dateTimeRows: [{ startDate: '2026-03-23' }],
    });
    expect(draft).toEqual({
      category: 4,
      venue: 'Sentosa',
      numberOfKites: '2.5',
      dateTimeRows: [{ startDate: '2026-03-23' }],
    });
  });

  it.each([
    [
      'control characters',
      { venue: 'a\u0000b' },
      'venue',
      'Venue contains characters that are not allowed.',
    ],
    [
      'a venue of 201 characters',
      { venue: 'x'.repeat(201) },
      'venue',
      'Venue must be at most 200 characters',
    ],
    [
      'remarks of 2,001 characters',
      { remarks: 'x'.repeat(2001) },
      'remarks',
      'Remarks must be at most 2000 characters',
    ],
    [
      '21 date rows',
      { dateTimeRows: Array(21).fill({}) },
      'dateTimeRows',
      'At most 20 date and time rows can be added.',
    ],
  ])('refuses %s', (_case, change, field, message) => {
    const result = applicationDraftSchema.safeParse({ category: 3, ...change });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, message],
    ]);
  });

  it('allows line breaks in multi-line fields only', () => {
    expect(applicationDraftSchema.safeParse({ category: 3, remarks: 'a\nb' }).success).toBe(true);
  });
});
