import { describe, expect, it } from 'vitest';
import { PROFILE_OPTIONS } from './profile-options.js';

// ACC-18, ACC-20, with its exact spelling (including "Manging Director").
describe('PROFILE_OPTIONS', () => {
  it.each([
    ['salutations', ['Dr', 'Mdm', 'Mr', 'Mrs']],
    ['idTypes', ['NRIC/FIN', 'Passport']],
    ['contactModes', ['Mobile', 'Office', 'Home', 'Fax']],
    [
      'designations',
      [
        'Manging Director',
        'Manager',
        'Director',
        'Officer',
        'Secretary',
        'Agent',
        'Auditor',
        'General Manager',
        'Others',
        'Shareholder',
        'Director and Shareholder',
      ],
    ],
    ['companyRoles', ['DEVELOPER', 'MAIN_CONTRACTOR', 'SUBCONTRACTOR']],
    ['addressTypes', ['Local', 'Foreign']],
    ['premisesTypes', ['Residential', 'Office', 'Others']],
  ] as const)('%s are %j', (list, values) => {
    expect(PROFILE_OPTIONS[list].map((option) => option.value)).toEqual(values);
  });

  it('labels company roles in plain English', () => {
    expect(PROFILE_OPTIONS.companyRoles.map((option) => option.label)).toEqual([
      'Developer',
      'Main Contractor',
      'Subcontractor',
    ]);
  });
});
