import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROFILE,
  profileDraftSchema,
  profileSchema,
  type ProfileInput,
} from './profile-schema.js';

// Every message of the profile form (ACC-24 to ACC-29), one row per bad input, on a profile that is
// otherwise valid: the row's message is the only one.

const VALID_LOCAL: ProfileInput = {
  salutation: 'Mr',
  name: 'Tan Ah Kow',
  email: 'tan.ahkow@example.com',
  username: 'tanahkow',
  dateOfBirth: '1980-02-29',
  citizenship: 'SG',
  idType: 'NRIC/FIN',
  idNumber: 'S1234567D',
  mobileNumber: '9123 4567',
  primaryContactMode: 'Mobile',
  designation: 'Manging Director',
  addressType: 'Local',
  postalCode: '018956',
  blockHouseNo: '10',
  streetName: 'Bayfront Avenue',
  mailingSameAsAddress: true,
  premisesType: 'Office',
};

const VALID_FOREIGN: ProfileInput = {
  ...VALID_LOCAL,
  idType: 'Passport',
  idNumber: 'K1234567',
  passportIssuingCountry: 'MY',
  addressType: 'Foreign',
  postalCode: '',
  blockHouseNo: '',
  streetName: '',
  city: 'Johor Bahru',
  country: 'MY',
  addressLine1: '1 Jalan Wong Ah Fook',
};

function issuesOf(input: ProfileInput): { field: string; message: string }[] {
  const result = profileSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

describe('profile schema: valid profiles', () => {
  it.each([
    ['local address', VALID_LOCAL],
    ['foreign address with a passport', VALID_FOREIGN],
    [
      'optional fields filled',
      {
        ...VALID_LOCAL,
        alternativeEmail: 'alt@example.org',
        levelNo: '12',
        unitNo: '01',
        buildingName: 'Marina Bay Sands',
        companyRole: 'DEVELOPER',
      },
    ],
    [
      'office as primary contact, with an office number',
      { ...VALID_LOCAL, primaryContactMode: 'Office', officeNumber: '+65 6123 4567' },
    ],
    ['M-series FIN', { ...VALID_LOCAL, idNumber: 'M1234567K' }],
  ] satisfies [string, ProfileInput][])('accepts a %s', (_name, input) => {
    expect(issuesOf(input)).toEqual([]);
  });
});

describe('profile schema: one message per bad field', () => {
  it.each([
    ['salutation', { salutation: '' }, 'Salutation is mandatory.'],
    ['salutation', { salutation: 'Sir' }, 'Salutation is invalid'],
    ['name', { name: '   ' }, 'Name is mandatory.'],
    ['email', { email: '' }, 'Email Address is mandatory.'],
    ['email', { email: 'tan@' }, 'Email Address is invalid'],
    ['alternativeEmail', { alternativeEmail: 'not-an-address' }, 'Email Address is invalid'],
    ['username', { username: '' }, 'Username is mandatory.'],
    [
      'username',
      { username: 'a b' },
      'Username must be 4 to 50 characters: letters, digits, dots, hyphens or underscores',
    ],
    ['dateOfBirth', { dateOfBirth: '' }, 'Date Of Birth is mandatory.'],
    ['dateOfBirth', { dateOfBirth: '1981-02-29' }, 'Date Of Birth is invalid'],
    ['citizenship', { citizenship: '' }, 'Citizenship is mandatory.'],
    ['citizenship', { citizenship: 'XX' }, 'Citizenship is invalid'],
    ['idType', { idType: '' }, 'ID Type is mandatory.'],
    ['idNumber', { idNumber: '' }, 'ID Number is mandatory.'],
    ['idNumber', { idNumber: 'S1234567A' }, 'NRIC or FIN is invalid'],
    [
      'passportIssuingCountry',
      { ...VALID_FOREIGN, passportIssuingCountry: '' },
      'Passport issuing Country is mandatory.',
    ],
    [
      'mobileNumber',
      { mobileNumber: '' },
      'Mobile Number is mandatory and should meet minimum length.',
    ],
    [
      'mobileNumber',
      { mobileNumber: '9123' },
      'Mobile Number is mandatory and should meet minimum length.',
    ],
    ['mobileNumber', { mobileNumber: '9123abcd' }, 'Mobile Number should be a number'],
    [
      'mobileNumber',
      { mobileNumber: '+60 12 345 6789' },
      'Mobile Number must be a local number of 8 digits starting with 3, 6, 8 or 9',
    ],
    [
      'officeNumber',
      { primaryContactMode: 'Office' },
      'Office Number is mandatory and should meet minimum length.',
    ],
    [
      'homeNumber',
      { primaryContactMode: 'Home' },
      'Home Number is mandatory and should meet minimum length.',
    ],
    [
      'faxNumber',
      { primaryContactMode: 'Fax' },
      'Fax Number is mandatory and should meet minimum length.',
    ],
    [
      'faxNumber',
      { faxNumber: '61234' },
      'Fax Number is mandatory and should meet minimum length.',
    ],
    ['primaryContactMode', { primaryContactMode: '' }, 'Primary Contact Mode is mandatory.'],
    ['designation', { designation: '' }, 'Designation is mandatory.'],
    ['designation', { designation: 'Managing Director' }, 'Designation is invalid'],
    ['companyRole', { companyRole: 'OWNER' }, 'Company Role is invalid'],
    ['addressType', { addressType: '' }, 'Address Type is mandatory.'],
    ['postalCode', { postalCode: '' }, 'Postal Code is mandatory.'],
    ['postalCode', { postalCode: '12345' }, 'Postal Code must be 6 digits'],
    ['blockHouseNo', { blockHouseNo: '' }, 'Block/House No. is mandatory.'],
    ['streetName', { streetName: '' }, 'Street Name is mandatory.'],
    ['levelNo', { levelNo: '1.5' }, 'Level No. should be a number without decimal places'],
    ['city', { ...VALID_FOREIGN, city: '' }, 'City is mandatory.'],
    ['country', { ...VALID_FOREIGN, country: '' }, 'Country/Region is mandatory.'],
    ['country', { ...VALID_FOREIGN, country: 'Malaysia' }, 'Country/Region is invalid'],
    ['addressLine1', { ...VALID_FOREIGN, addressLine1: '' }, 'Address Line 1 is mandatory.'],
    ['mailingAddress', { mailingSameAsAddress: false }, 'Mailing Address is mandatory.'],
    ['premisesType', { premisesType: '' }, 'Type of Premises is mandatory.'],
    ['name', { name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
  ] satisfies [string, ProfileInput, string][])('%s %j → "%s"', (field, change, message) => {
    expect(issuesOf({ ...VALID_LOCAL, ...change })).toEqual([{ field, message }]);
  });

  it('reports every broken field of an empty form at once', () => {
    expect(issuesOf({}).map((issue) => issue.field)).toEqual([
      'salutation',
      'name',
      'email',
      'username',
      'dateOfBirth',
      'citizenship',
      'idType',
      'idNumber',
      'mobileNumber',
      'primaryContactMode',
      'designation',
      'addressType',
      'premisesType',
    ]);
  });
});

describe('profile schema: what is kept', () => {
  it('keeps only the chosen address type, and a mailing address only when it differs', () => {
    const parsed = profileSchema.parse({
      ...VALID_LOCAL,
      city: 'Johor Bahru',
      addressLine1: 'left over',
      mailingAddress: 'also left over',
      passportIssuingCountry: 'MY',
    });

    expect(parsed).toMatchObject({ postalCode: '018956', city: '', addressLine1: '' });
    expect(parsed.mailingAddress).toBe('');
    expect(parsed.passportIssuingCountry).toBe('');
  });

  it('saves an incomplete draft, trimmed, dropping unknown keys such as a password', () => {
    const draft = profileDraftSchema.parse({ name: '  Tan  ', password: 'secret' });

    expect(draft).toEqual({ ...EMPTY_PROFILE, name: 'Tan' });
    expect(draft).not.toHaveProperty('password');
  });
});
