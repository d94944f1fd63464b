// The option lists of the user profile (ACC-18, ACC-20), spelt exactly as
// the spec spells them: the value is what is stored and sent, the label what the user reads.

export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

function sameLabel<const Value extends string>(values: readonly Value[]): Option<Value>[] {
  return values.map((value) => ({ value, label: value }));
}

export const SALUTATIONS = sameLabel(['Dr', 'Mdm', 'Mr', 'Mrs']);

export const ID_TYPES = sameLabel(['NRIC/FIN', 'Passport']);

export const CONTACT_MODES = sameLabel(['Mobile', 'Office', 'Home', 'Fax']);

export const DESIGNATIONS = sameLabel([
  // "Manging" (sic): the spec's spelling is the stored value other systems already hold.
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
]);

/** ACC-21: the values are the spec's codes; the labels are their plain-English reading. */
export const COMPANY_ROLES: Option<'DEVELOPER' | 'MAIN_CONTRACTOR' | 'SUBCONTRACTOR'>[] = [
  { value: 'DEVELOPER', label: 'Developer' },
  { value: 'MAIN_CONTRACTOR', label: 'Main Contractor' },
  { value: 'SUBCONTRACTOR', label: 'Subcontractor' },
];

export const ADDRESS_TYPES = sameLabel(['Local', 'Foreign']);

export const PREMISES_TYPES = sameLabel(['Residential', 'Office', 'Others']);

/** The option lists as the init-data call hands them to the browser. */
export const PROFILE_OPTIONS = {
  salutations: SALUTATIONS,
  idTypes: ID_TYPES,
  contactModes: CONTACT_MODES,
  designations: DESIGNATIONS,
  companyRoles: COMPANY_ROLES,
  addressTypes: ADDRESS_TYPES,
  premisesTypes: PREMISES_TYPES,
};
