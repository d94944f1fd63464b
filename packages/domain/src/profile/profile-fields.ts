// The fields of the user profile (ACC-18, ACC-19): the name each value is
// stored and sent under, and the label the user reads, which is also the "{field}" of every
// validation message. There is no password: applicants sign in with an e-mail one-time code or
// Singpass/Corppass only, so the portal keeps no password to collect (see docs/profile.md).

export const PROFILE_FIELD_LABELS = {
  salutation: 'Salutation',
  name: 'Name',
  email: 'Email Address',
  alternativeEmail: 'Alternative Email',
  username: 'Username',
  dateOfBirth: 'Date Of Birth',
  citizenship: 'Citizenship',
  idType: 'ID Type',
  idNumber: 'ID Number',
  passportIssuingCountry: 'Passport issuing Country',
  mobileNumber: 'Mobile Number',
  officeNumber: 'Office Number',
  homeNumber: 'Home Number',
  faxNumber: 'Fax Number',
  primaryContactMode: 'Primary Contact Mode',
  designation: 'Designation',
  companyRole: 'Company Role',
  addressType: 'Address Type',
  postalCode: 'Postal Code',
  blockHouseNo: 'Block/House No.',
  streetName: 'Street Name',
  levelNo: 'Level No.',
  unitNo: 'Unit No.',
  buildingName: 'Building Name',
  city: 'City',
  state: 'State',
  country: 'Country/Region',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  addressLine3: 'Address Line 3',
  mailingSameAsAddress: 'Same as local/foreign address',
  mailingAddress: 'Mailing Address',
  premisesType: 'Type of Premises',
} as const;

export type ProfileField = keyof typeof PROFILE_FIELD_LABELS;

/** Every profile field, in the order the form shows them. */
export const PROFILE_FIELDS = Object.keys(PROFILE_FIELD_LABELS) as ProfileField[];

/** The text fields (everything but the mailing-address checkbox). */
export type ProfileTextField = Exclude<ProfileField, 'mailingSameAsAddress'>;

export const PROFILE_TEXT_FIELDS = PROFILE_FIELDS.filter(
  (field): field is ProfileTextField => field !== 'mailingSameAsAddress',
);

/** The fields of each address type; only the chosen type's fields are kept on submission. */
export const LOCAL_ADDRESS_FIELDS = [
  'postalCode',
  'blockHouseNo',
  'streetName',
  'levelNo',
  'unitNo',
  'buildingName',
] as const satisfies readonly ProfileTextField[];

export const FOREIGN_ADDRESS_FIELDS = [
  'city',
  'state',
  'country',
  'addressLine1',
  'addressLine2',
  'addressLine3',
] as const satisfies readonly ProfileTextField[];
