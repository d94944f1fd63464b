import { COUNTRIES } from '@aviation-permits/domain/countries';
import {
  EMPTY_PROFILE,
  profileIssues,
  type ProfileTextField,
  type ProfileValues,
} from '@aviation-permits/domain/profile';
import { z } from 'zod';

// MyInfo v3 person data → the profile form's values. Only what MyInfo actually holds is taken, and
// only values the form's own rules accept: a field filled from MyInfo is locked, so a value the
// form would refuse would leave the applicant unable to submit.

/** The person attributes the portal asks MyInfo for (the consent page lists them). */
export const MYINFO_ATTRIBUTES = [
  'uinfin',
  'name',
  'email',
  'mobileno',
  'dob',
  'nationality',
  'regadd',
] as const;

const valueItem = z.object({ value: z.string().optional() }).optional();
const codedItem = z.object({ code: z.string().optional() }).optional();

/** The part of a MyInfo v3 person the portal reads; MyInfo sends much more, which is dropped. */
export const myinfoPersonSchema = z.object({
  uinfin: valueItem,
  name: valueItem,
  email: valueItem,
  mobileno: z.object({ areacode: valueItem, prefix: valueItem, nbr: valueItem }).optional(),
  dob: valueItem,
  nationality: codedItem,
  regadd: z
    .object({
      type: z.string().optional(),
      postal: valueItem,
      block: valueItem,
      street: valueItem,
      floor: valueItem,
      unit: valueItem,
      building: valueItem,
    })
    .optional(),
});

export type MyinfoPerson = z.infer<typeof myinfoPersonSchema>;

/** MyInfo's code of a registered address in Singapore (the other is 'Unformatted'). */
const SINGAPORE_ADDRESS = 'SG';
const SINGAPORE_AREA_CODE = '65';

const COUNTRY_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((country) => country.code));

/** The person's NRIC/FIN as MyInfo states it, upper-cased; undefined if absent. */
export function uinfinOf(person: MyinfoPerson): string | undefined {
  return person.uinfin?.value?.trim().toUpperCase() || undefined;
}

function localMobile(person: MyinfoPerson): string | undefined {
  const phone = person.mobileno;
  const areaCode = phone?.areacode?.value?.trim();
  // The form takes local numbers only; a foreign mobile stays for the applicant to decide.
  if (areaCode && areaCode !== SINGAPORE_AREA_CODE) return undefined;
  return phone?.nbr?.value;
}

/** MyInfo's nationality codes are two letters; only those that are ISO countries fit the list. */
function citizenship(person: MyinfoPerson): string | undefined {
  const code = person.nationality?.code?.trim().toUpperCase();
  return code && COUNTRY_CODES.has(code) ? code : undefined;
}

function localAddress(person: MyinfoPerson): Partial<Record<ProfileTextField, string | undefined>> {
  const address = person.regadd;
  if (address?.type !== SINGAPORE_ADDRESS) return {};
  return {
    addressType: 'Local',
    postalCode: address.postal?.value,
    blockHouseNo: address.block?.value,
    streetName: address.street?.value,
    levelNo: address.floor?.value,
    unitNo: address.unit?.value,
    buildingName: address.building?.value,
  };
}

/**
 * The profile values MyInfo fills, keyed by form field: present, non-empty and accepted by the
 * form's rules. Their keys are the fields to lock.
 */
export function profileValuesFromMyinfo(person: MyinfoPerson): Partial<ProfileValues> {
  const uinfin = uinfinOf(person);
  const candidates: Partial<Record<ProfileTextField, string | undefined>> = {
    name: person.name?.value,
    email: person.email?.value,
    dateOfBirth: person.dob?.value,
    citizenship: citizenship(person),
    ...(uinfin ? { idType: 'NRIC/FIN', idNumber: uinfin } : {}),
    mobileNumber: localMobile(person),
    ...localAddress(person),
  };
  const filled = Object.entries(candidates)
    .map(([field, value]) => [field, value?.trim() ?? ''] as const)
    .filter(([, value]) => value !== '');
  const values = Object.fromEntries(filled) as Partial<Record<ProfileTextField, string>>;

  const refused = new Set(profileIssues({ ...EMPTY_PROFILE, ...values }).map(({ field }) => field));
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => !refused.has(field as ProfileTextField)),
  );
}
