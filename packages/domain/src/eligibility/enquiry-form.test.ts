import { describe, expect, it } from 'vitest';
import { checkEligibility } from './check-eligibility.js';
import {
  ENQUIRY_FORM_DEFAULTS,
  enquiryFormSchema,
  enquiryFormValues,
  type EnquiryFormInput,
} from './enquiry-form.js';

// ENQ-1: the questionnaire's typed answers become the engine's enquiry; what a category does not
// ask is ignored, and each message lands on the field it is about.

const location = {
  kind: 'point',
  point: { latitude: '1.304', longitude: '103.8745' },
} as const;
const form = (values: Partial<EnquiryFormInput>): EnquiryFormInput => ({
  ...ENQUIRY_FORM_DEFAULTS,
  location,
  ...values,
});
const issues = (values: EnquiryFormInput) =>
  enquiryFormSchema
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the Enquiry Tool questionnaire (ENQ-1)', () => {
  it.each([
    ['no category', form({}), [['category', 'Permit or Clearance is mandatory.']]],
    [
      'no location',
      form({ category: '3', vesselHeightM: '40', location: undefined }),
      [['location', 'Location on map is mandatory.']],
    ],
    [
      'an aerial activity without its type',
      form({ category: '4' }),
      [['activity', 'Type of Activity is mandatory.']],
    ],
    [
      'a kite without its height',
      form({ category: '4', activity: 'KITE' }),
      [['height', 'Maximum Height is mandatory.']],
    ],
    [
      'a kite height with two decimals (APP-25)',
      form({ category: '4', activity: 'KITE', height: '300.25' }),
      [['height', 'Maximum Height should be a number with up to 4 digits and 1 decimal place']],
    ],
    [
      'a crane without its heights',
      form({ category: '2' }),
      [
        ['siteGroundElevationM', 'Site Ground Elevation is mandatory.'],
        ['workingHeightM', 'Working Height is mandatory.'],
      ],
    ],
    [
      'a half-filled date row',
      form({
        category: '4',
        activity: 'FIREWORKS',
        dateTimeRows: [{ startDate: '2026-03-01', endDate: '', startTime: '25:00', endTime: '' }],
      }),
      [
        ['dateTimeRows.0.endDate', 'End Date is mandatory.'],
        ['dateTimeRows.0.startTime', 'Start Time must be a time (HH:mm)'],
        ['dateTimeRows.0.endTime', 'End Time is mandatory.'],
      ],
    ],
  ])('answers %s with its message on its field', (_name, values, expected) => {
    expect(issues(values)).toEqual(expected);
  });

  it('ignores what the chosen category does not ask, however it was filled', () => {
    const parsed = enquiryFormSchema.parse(
      form({
        category: '4',
        activity: 'KITE',
        height: '300',
        vesselHeightM: 'not asked',
        workingHeightM: '12',
        aerialPhotography: { overCongestedArea: 'yes', nearOpenAirAssembly: 'yes' },
      }),
    );
    expect(parsed).toEqual({
      category: 4,
      activity: 'KITE',
      location,
      height: { value: 300, unit: 'ft', reference: 'AMSL' },
    });
  });

  it('measures kites above sea level and captive balloons above the ground (APP-13, APP-14)', () => {
    const balloon = enquiryFormSchema.parse(
      form({
        category: '4',
        activity: 'BHOISTING',
        height: '40',
        heightUnit: 'm',
        siteGroundElevationM: '20',
      }),
    );
    expect(balloon.height).toEqual({ value: 40, unit: 'm', reference: 'AGL' });
    expect(balloon.siteGroundElevationM).toBe(20);
  });

  it('drops untouched date rows and keeps filled ones', () => {
    const row = {
      startDate: '2026-03-02',
      endDate: '2026-03-02',
      startTime: '08:00',
      endTime: '09:00',
    };
    const empty = { startDate: '', endDate: '', startTime: '', endTime: '' };
    const parsed = enquiryFormSchema.parse(
      form({ category: '4', activity: 'BRELEASE', dateTimeRows: [empty, row] }),
    );
    expect(parsed.dateTimeRows).toEqual([row]);
    // A Monday morning: the release falls in military operating hours (ENQ-7).
    expect(checkEligibility(parsed, { today: '2026-02-01', temporaryAreas: [] }).verdict).toBe(
      'NOT_ALLOWED',
    );
  });

  it('gives back the answers of an enquiry as the questionnaire holds them', () => {
    const values = form({ category: '2', siteGroundElevationM: '15.5', workingHeightM: '60' });
    expect(enquiryFormSchema.parse(enquiryFormValues(enquiryFormSchema.parse(values)))).toEqual(
      enquiryFormSchema.parse(values),
    );
  });
});
