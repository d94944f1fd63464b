import { describe, expect, it } from 'vitest';
import { eligibilityEnquirySchema } from './enquiry-schema.js';
import { checkEligibility } from './check-eligibility.js';
import { eligibilityResultSchema } from './eligibility-result.js';

const location = { kind: 'point', point: { latitude: '1.2480', longitude: '103.8220' } } as const;

const issues = (value: unknown) =>
  eligibilityEnquirySchema
    .safeParse(value)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the Enquiry Tool question (ENQ-1)', () => {
  it.each([
    [
      'an aerial activity without its type',
      { category: 4, location },
      [['activity', 'Type of Activity is mandatory.']],
    ],
    [
      'a kite without its height',
      { category: 4, activity: 'KITE', location },
      [['height', 'Maximum Height is mandatory.']],
    ],
    [
      'a crane without its heights',
      { category: 2, location },
      [
        ['siteGroundElevationM', 'Site Ground Elevation is mandatory.'],
        ['workingHeightM', 'Working Height is mandatory.'],
      ],
    ],
    [
      'a ship crossing without the vessel height',
      { category: 3, location },
      [['vesselHeightM', 'Height is mandatory.']],
    ],
    [
      'a row ending before it starts',
      {
        category: 4,
        activity: 'LASERS',
        location,
        dateTimeRows: [
          { startDate: '2026-05-05', endDate: '2026-05-04', startTime: '09:00', endTime: '10:00' },
        ],
      },
      [['dateTimeRows.0.endDate', 'End Date must be on or after Start Date']],
    ],
    [
      'a complete kite enquiry',
      {
        category: 4,
        activity: 'KITE',
        location,
        height: { value: 300, unit: 'ft', reference: 'AMSL' },
      },
      [],
    ],
    ['an aerial photography enquiry', { category: 1, location }, []],
  ])('%s', (_name, value, expected) => {
    expect(issues(value)).toEqual(expected);
  });

  it('refuses a category that does not exist and a location that is not one', () => {
    expect(eligibilityEnquirySchema.safeParse({ category: 5, location }).success).toBe(false);
    expect(
      eligibilityEnquirySchema.safeParse({ category: 1, location: { kind: 'point' } }).success,
    ).toBe(false);
  });

  it("the engine's answer matches the answer schema", () => {
    const enquiry = eligibilityEnquirySchema.parse({
      category: 4,
      activity: 'FIREWORKS',
      location,
    });
    const result = checkEligibility(enquiry, { today: '2026-05-01', temporaryAreas: [] });
    expect(eligibilityResultSchema.parse(result)).toEqual(result);
  });
});
