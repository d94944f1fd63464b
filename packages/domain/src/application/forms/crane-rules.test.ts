import { describe, expect, it } from 'vitest';
import { applicationIssues } from './application-form.js';
import { CONTEXT, CRANE } from './example-forms.fixture.js';

// APP-20, APP-24, APP-25, APP-35: the cranes form's fields and its rules between fields, with the
// messages and the paths of their inputs.

const WHOLE = 'should be a number without decimal places';
const DECIMAL = 'should be a number with up to 4 digits and 1 decimal place';

type Row = [string, Record<string, unknown>, string, string];

const ROWS: Row[] = [
  ['quantity missing', { quantity: '' }, 'quantity', 'Quantity is mandatory.'],
  ['quantity with decimals', { quantity: '1.5' }, 'quantity', `Quantity ${WHOLE}`],
  [
    'working height missing',
    { workingHeightM: undefined },
    'workingHeightM',
    'Working Height (m) is mandatory.',
  ],
  [
    'working height of 5 digits',
    { workingHeightM: '12345' },
    'workingHeightM',
    `Working Height (m) ${DECIMAL}`,
  ],
  [
    'working height of 2 decimals',
    { workingHeightM: '1234.56' },
    'workingHeightM',
    `Working Height (m) ${DECIMAL}`,
  ],
  [
    'elevation of 2 decimals',
    { siteGroundElevationM: '15.25' },
    'siteGroundElevationM',
    `Site Ground Elevation (m above mean sea level) ${DECIMAL}`,
  ],
  [
    'approved height with decimals',
    { approvedDevelopmentHeightM: '60.5' },
    'approvedDevelopmentHeightM',
    `Approved Development Height (m) ${WHOLE}`,
  ],
  ['unknown machinery set', { machinerySet: 'ROCKET' }, 'machinerySet', 'Machinery Set is invalid'],
  [
    'Others without a name',
    { machinerySet: 'OTHERS' },
    'otherMachinerySet',
    'Other Machinery Set is mandatory.',
  ],
  [
    'within the fence, no runway answer',
    { withinAirportFence: 'Y', airsideSafetyMeasures: 'Escort by airside operations' },
    'workDuringRunwayClosure',
    'Work During Runway Closure is mandatory.',
  ],
  [
    'within the fence, no airside measures',
    { withinAirportFence: 'Y', workDuringRunwayClosure: 'Y' },
    'airsideSafetyMeasures',
    'Airside Safety Measures is mandatory.',
  ],
  [
    'a stockpile without its longitude',
    { stockpileHeightM: '8', stockpileLatitude: '1.41' },
    'stockpileLongitude',
    'Stockpile Longitude is mandatory.',
  ],
  [
    'stockpile height with decimals',
    { stockpileHeightM: '8.5', stockpileLatitude: '1.41', stockpileLongitude: '103.86' },
    'stockpileHeightM',
    `Stockpile Height (m) ${WHOLE}`,
  ],
  [
    'a stockpile latitude of 15 decimals',
    {
      stockpileHeightM: '8',
      stockpileLatitude: '1.123456789012345',
      stockpileLongitude: '103.86',
    },
    'stockpileLatitude',
    'Stockpile Latitude should be a number with up to 3 digits and 14 decimal places',
  ],
  [
    'machinery start in the past',
    { machineryStartDate: '2026-02-27' },
    'machineryStartDate',
    'Selected Date cannot be Past Date',
  ],
  [
    'machinery start too soon',
    { machineryStartDate: '2026-03-04' },
    'machineryStartDate',
    'Apply at least 7 working days before the activity starts.',
  ],
  [
    'machinery end 13 months on',
    { machineryEndDate: '2027-04-24' },
    'machineryEndDate',
    'End Date cannot be more than 12 months from Start Date',
  ],
  [
    'completion in the past',
    { expectedCompletionDate: '2026-01-31' },
    'expectedCompletionDate',
    'Selected Date cannot be Past Date',
  ],
  ['no project manager', { projectManager: '' }, 'projectManager', 'Project Manager is mandatory.'],
];

describe('cranes', () => {
  it.each(ROWS)('%s → %s: %s', (_case, change, field, message) => {
    expect(applicationIssues({ ...CRANE, ...change }, CONTEXT)).toEqual([{ field, message }]);
  });
});

describe('cranes: machinery period', () => {
  it('names both dates when the end comes before the start', () => {
    expect(applicationIssues({ ...CRANE, machineryEndDate: '2026-03-20' }, CONTEXT)).toEqual([
      { field: 'machineryStartDate', message: 'Start Date must be on or before End Date' },
      { field: 'machineryEndDate', message: 'End Date must be on or after Start Date' },
    ]);
  });
});
