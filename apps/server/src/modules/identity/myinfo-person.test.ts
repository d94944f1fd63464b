import { describe, expect, it } from 'vitest';
import {
  myinfoPersonSchema,
  profileValuesFromMyinfo,
  uinfinOf,
  type MyinfoPerson,
} from './myinfo-person.js';

// A MyInfo v3 person as MockPass serves persona S9812381D (attributes the portal asks for).
const PERSON: MyinfoPerson = myinfoPersonSchema.parse({
  uinfin: { value: 'S9812381D', source: '1', classification: 'C' },
  name: { value: 'TAN HENG HUAT' },
  email: { value: 'myinfotesting@gmail.com' },
  mobileno: { areacode: { value: '65' }, prefix: { value: '+' }, nbr: { value: '97399245' } },
  dob: { value: '1998-06-06' },
  nationality: { code: 'SG', desc: 'SINGAPORE CITIZEN' },
  regadd: {
    type: 'SG',
    country: { code: 'SG', desc: 'SINGAPORE' },
    block: { value: '102' },
    building: { value: 'PEARL GARDEN' },
    floor: { value: '09' },
    unit: { value: '128' },
    street: { value: 'BEDOK NORTH AVENUE 4' },
    postal: { value: '460102' },
  },
  sex: { code: 'F' },
});

const FILLED = {
  name: 'TAN HENG HUAT',
  email: 'myinfotesting@gmail.com',
  dateOfBirth: '1998-06-06',
  citizenship: 'SG',
  idType: 'NRIC/FIN',
  idNumber: 'S9812381D',
  mobileNumber: '97399245',
  addressType: 'Local',
  postalCode: '460102',
  blockHouseNo: '102',
  streetName: 'BEDOK NORTH AVENUE 4',
  levelNo: '09',
  unitNo: '128',
  buildingName: 'PEARL GARDEN',
};

function without<T extends object>(value: T, ...keys: string[]): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key))) as T;
}

describe('profile values from a MyInfo person', () => {
  it('fills name, e-mail, mobile, birth date, citizenship, NRIC and the local address', () => {
    expect(profileValuesFromMyinfo(PERSON)).toEqual(FILLED);
  });

  it.each<[string, MyinfoPerson, string[]]>([
    ['an empty e-mail', { ...PERSON, email: { value: '' } }, ['email']],
    ['an e-mail the form refuses', { ...PERSON, email: { value: 'not-an-address' } }, ['email']],
    [
      'a foreign mobile number',
      { ...PERSON, mobileno: { areacode: { value: '60' }, nbr: { value: '123456789' } } },
      ['mobileNumber'],
    ],
    [
      'a nationality code that is no ISO country (GC: British overseas territories citizen)',
      { ...PERSON, nationality: { code: 'GC' } },
      ['citizenship'],
    ],
    [
      'a date of birth that is no date',
      { ...PERSON, dob: { value: '1998-02-30' } },
      ['dateOfBirth'],
    ],
    ['an NRIC with a wrong checksum', { ...PERSON, uinfin: { value: 'S9812381A' } }, ['idNumber']],
    [
      'an unformatted (non-Singapore) address',
      { ...PERSON, regadd: { type: 'Unformatted' } },
      [
        'addressType',
        'postalCode',
        'blockHouseNo',
        'streetName',
        'levelNo',
        'unitNo',
        'buildingName',
      ],
    ],
    [
      'an address without building and floor',
      {
        ...PERSON,
        regadd: { ...PERSON.regadd, building: { value: '' }, floor: { value: '' } },
      },
      ['buildingName', 'levelNo'],
    ],
  ])('leaves the field editable for %s', (_case, person, leftOut) => {
    expect(profileValuesFromMyinfo(person)).toEqual(without(FILLED, ...leftOut));
  });

  it('takes nothing from a person with no data', () => {
    expect(profileValuesFromMyinfo({})).toEqual({});
  });

  it('reads the NRIC/FIN upper-cased', () => {
    expect(uinfinOf({ uinfin: { value: ' s9812381d ' } })).toBe('S9812381D');
    expect(uinfinOf({})).toBeUndefined();
  });
});
