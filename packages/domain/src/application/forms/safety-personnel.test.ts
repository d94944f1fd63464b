import { describe, expect, it } from 'vitest';
import { issuesOf } from './form-issues.js';
import { VALID_PERSONNEL } from './example-forms.fixture.js';
import { safetyPersonnelSubmissionSchema } from './safety-personnel.js';

// APP-2: at least 2 safety personnel, local numbers only, each reachable on a number of their own.

const [primary, secondary] = VALID_PERSONNEL as [
  (typeof VALID_PERSONNEL)[number],
  (typeof VALID_PERSONNEL)[number],
];

describe('safety personnel', () => {
  it.each([
    ['the primary and secondary', [primary, secondary], []],
    [
      'a third person',
      [primary, secondary, { name: 'Ali', contactNumber: '8123 4567', email: 'ali@example.com' }],
      [],
    ],
    ['nobody', [], [{ field: '', message: 'At least 2 safety personnel are required.' }]],
    [
      'one person',
      [primary],
      [{ field: '', message: 'At least 2 safety personnel are required.' }],
    ],
    [
      'six people',
      Array(6).fill(primary),
      [{ field: '', message: 'At most 5 safety personnel can be added.' }],
    ],
    [
      'a foreign number',
      [primary, { ...secondary, contactNumber: '+60 12 345 6789' }],
      [
        {
          field: '1.contactNumber',
          message:
            'Secondary Safety Personnel Contact Number must be a local number of 8 digits starting with 3, 6, 8 or 9',
        },
      ],
    ],
    [
      'a short number',
      [{ ...primary, contactNumber: '9123' }, secondary],
      [
        {
          field: '0.contactNumber',
          message:
            'Primary Safety Personnel Contact Number is mandatory and should meet minimum length.',
        },
      ],
    ],
    [
      'a missing name',
      [primary, { ...secondary, name: '' }],
      [{ field: '1.name', message: 'Secondary Safety Personnel Name is mandatory.' }],
    ],
    [
      'a bad e-mail',
      [{ ...primary, email: 'tan@' }, secondary],
      [{ field: '0.email', message: 'Email Address is invalid' }],
    ],
    [
      'the same number written differently',
      [primary, { ...secondary, contactNumber: '+6591234567' }],
      [
        {
          field: '1.contactNumber',
          message: 'Each safety personnel must have a different contact number.',
        },
      ],
    ],
  ])('%s', (_case, people, expected) => {
    expect(issuesOf(safetyPersonnelSubmissionSchema, people)).toEqual(expected);
  });
});
