import { describe, expect, it } from 'vitest';
import { applicationIssues } from './application-form.js';
import {
  AERIAL_PHOTOGRAPHY,
  CONTEXT,
  SHIP_CROSSING,
  VALID_ROW,
  aerialActivity,
} from './example-forms.fixture.js';

// APP-11 to APP-19, APP-24, APP-34: the rules of each category's own fields, with their messages
// and the paths of their inputs.

const WHOLE = 'should be a number without decimal places';
const CAPTIVE_BALLOON_LIMITS =
  'A captive balloon or blimp may be at most 3 m in diameter and must have an automatic deflation device.';

type Row = [string, Record<string, unknown>, string, string];

const CASES: [string, Record<string, unknown>, Row[]][] = [
  [
    'aerial photography',
    AERIAL_PHOTOGRAPHY,
    [
      [
        'aircraft type missing',
        { aircraftType: '' },
        'aircraftType',
        'Aircraft Type is mandatory.',
      ],
      [
        'altitude with decimals',
        { minAltitudeFt: '1500.5' },
        'minAltitudeFt',
        `Minimum Operating Altitude (ft) ${WHOLE}`,
      ],
      [
        'minimum above maximum',
        { minAltitudeFt: '3000' },
        'minAltitudeFt',
        'Minimum Operating Altitude (ft) cannot be more than Maximum Operating Altitude (ft)',
      ],
      [
        'question unanswered',
        { overCongestedArea: '' },
        'overCongestedArea',
        'Flying over congested areas is mandatory.',
      ],
      [
        'question answered oddly',
        { nearOpenAirAssembly: 'Maybe' },
        'nearOpenAirAssembly',
        'Flying near an open-air assembly is invalid',
      ],
      [
        'route with a control character',
        { intendedRoute: 'A\u0007B' },
        'intendedRoute',
        'Intended Route contains characters that are not allowed.',
      ],
      [
        'a start 13 working days ahead',
        { dateTimeRows: [{ ...VALID_ROW, startDate: '2026-03-19' }] },
        'dateTimeRows.0.startDate',
        'Apply at least 14 working days before the activity starts.',
      ],
    ],
  ],
  [
    'ship crossing',
    SHIP_CROSSING,
    [
      ['vessel name missing', { vesselName: '' }, 'vesselName', 'Vessel Name is mandatory.'],
      [
        'height with decimals',
        { vesselHeightM: '42.5' },
        'vesselHeightM',
        `Vessel Height (m) ${WHOLE}`,
      ],
      ['draft with decimals', { vesselDraftM: '6.5' }, 'vesselDraftM', `Draft (m) ${WHOLE}`],
      [
        'movement in the past',
        { vesselMovementDate: '2026-03-01' },
        'vesselMovementDate',
        'Selected Date cannot be Past Date',
      ],
      [
        'movement more than 3 months ahead',
        { vesselMovementDate: '2026-06-03' },
        'vesselMovementDate',
        'Start Date cannot be more than 3 months',
      ],
      [
        'no destination',
        { finalDestination: ' ' },
        'finalDestination',
        'Final Destination is mandatory.',
      ],
    ],
  ],
  [
    'fireworks',
    aerialActivity('FIREWORKS'),
    [
      [
        'duration with decimals',
        { estimatedDurationMinutes: '7.5' },
        'estimatedDurationMinutes',
        `Estimated Duration (minutes) ${WHOLE}`,
      ],
      [
        'danger height with decimals',
        { maxDangerHeightM: '200.5' },
        'maxDangerHeightM',
        `Maximum Danger Height (m above mean sea level) ${WHOLE}`,
      ],
    ],
  ],
  [
    'lasers',
    aerialActivity('LASERS'),
    [
      ['no laser type', { laserType: '' }, 'laserType', 'Laser Type is mandatory.'],
      [
        'power with decimals',
        { maxPowerWatts: '2.5' },
        'maxPowerWatts',
        `Maximum Power (W) ${WHOLE}`,
      ],
      [
        'radius with decimals',
        { dangerRadiusM: '1.5' },
        'dangerRadiusM',
        `Danger Radius (m) ${WHOLE}`,
      ],
    ],
  ],
  [
    'captive balloon',
    aerialActivity('BHOISTING'),
    [
      [
        'no maximum height',
        { maxHeightFtAboveGround: '' },
        'maxHeightFtAboveGround',
        'Maximum Height (ft above ground) is mandatory.',
      ],
      ['weight with decimals', { weightKg: '2.5' }, 'weightKg', `Weight (kg) ${WHOLE}`],
      [
        'ENQ-6: larger than 3 m',
        { maxDimensionM: '4' },
        'maxDimensionM',
        `Maximum Dimension (m) cannot be more than 3. ${CAPTIVE_BALLOON_LIMITS}`,
      ],
      [
        'ENQ-6: no automatic deflation device',
        { automaticDeflationDevice: 'N' },
        'automaticDeflationDevice',
        `Automatic Deflation Device must be Yes. ${CAPTIVE_BALLOON_LIMITS}`,
      ],
      [
        'ENQ-6: deflation device unanswered',
        { automaticDeflationDevice: '' },
        'automaticDeflationDevice',
        'Automatic Deflation Device is mandatory.',
      ],
    ],
  ],
  [
    'kites',
    aerialActivity('KITE'),
    [
      [
        'breadth with decimals',
        { largestBreadthM: '1.5' },
        'largestBreadthM',
        `Largest Breadth (m) ${WHOLE}`,
      ],
    ],
  ],
  [
    'sky lanterns',
    aerialActivity('SLRELEASE'),
    [
      ['size with decimals', { maxSizeCm: '9.5' }, 'maxSizeCm', `Maximum Size (cm) ${WHOLE}`],
      [
        'ENQ-8: larger than 2 m',
        { maxSizeCm: '201' },
        'maxSizeCm',
        'Maximum Size (cm) cannot be more than 200. Only tethered sky lanterns are allowed, each at most 2 m across.',
      ],
      [
        'during military hours',
        { dateTimeRows: [{ ...VALID_ROW, startTime: '12:00', endTime: '13:00' }] },
        'dateTimeRows.0.startTime',
        'The proposed activity is not allowed during military operating hours. You may wish to explore alternative days or time',
      ],
    ],
  ],
  [
    'balloon release',
    aerialActivity('BRELEASE'),
    [
      [
        'count with decimals',
        { numberOfBalloons: '10.5' },
        'numberOfBalloons',
        `Number of Balloons ${WHOLE}`,
      ],
      [
        'ENQ-7: larger than 2 m',
        { maxSizeCm: '250' },
        'maxSizeCm',
        'Maximum Size (cm) cannot be more than 200. Each balloon or cluster of balloons may be at most 2 m across.',
      ],
      [
        'during military hours',
        { dateTimeRows: [VALID_ROW, { ...VALID_ROW, startTime: '07:00', endTime: '07:15' }] },
        'dateTimeRows.1.startTime',
        'The proposed activity is not allowed during military operating hours. You may wish to explore alternative days or time',
      ],
    ],
  ],
];

describe.each(CASES)('%s', (_category, form, rows) => {
  it.each(rows)('%s → %s: %s', (_case, change, field, message) => {
    expect(applicationIssues({ ...form, ...change }, CONTEXT)).toEqual([{ field, message }]);
  });
});

// ENQ-6 to ENQ-8: the size limits are limits, not refusals of anything up to them.
describe('sizes up to the limits', () => {
  it.each([
    ['balloon release', aerialActivity('BRELEASE'), { maxSizeCm: '200' }],
    ['sky lanterns', aerialActivity('SLRELEASE'), { maxSizeCm: '200' }],
    ['captive balloon', aerialActivity('BHOISTING'), { maxDimensionM: '3' }],
    ['captive balloon of no given size', aerialActivity('BHOISTING'), { maxDimensionM: '' }],
  ])('%s: %j is accepted', (_case, form, change) => {
    expect(applicationIssues({ ...form, ...change }, CONTEXT)).toEqual([]);
  });
});
