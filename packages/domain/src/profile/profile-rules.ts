import {
  CONTACT_MODES,
  COMPANY_ROLES,
  DESIGNATIONS,
  ID_TYPES,
  PREMISES_TYPES,
  SALUTATIONS,
  ADDRESS_TYPES,
  type Option,
} from '../account/profile-options.js';
import { COUNTRIES } from '../countries/countries.js';
import {
  invalidChoiceMessage,
  mandatoryMessage,
  phoneMandatoryMessage,
} from '../messages/validation-messages.js';
import { parseCalendarDate } from '../validation/calendar-date.js';
import { checkEmailAddress } from '../validation/email-address.js';
import type { FieldCheck } from '../validation/field-check.js';
import { checkLocalPhone } from '../validation/local-phone.js';
import { checkNricFin } from '../validation/nric-fin.js';
import { checkWholeNumber } from '../validation/numeric-fields.js';
import { checkPostalCode } from '../validation/postal-code.js';
import { PROFILE_FIELD_LABELS, type ProfileTextField } from './profile-fields.js';

// The validation rules of the profile form (ACC-24 to ACC-29), as one table: which field must be
// filled given the other answers, and which format rule it follows once filled. Every message
// comes from the domain's message catalogue and rule functions, so it is written once.

/** The values the rules read: every text field (trimmed) and the mailing-address choice. */
export type ProfileRuleValues = Record<ProfileTextField, string> & {
  mailingSameAsAddress: boolean;
};

export interface ProfileIssue {
  field: ProfileTextField;
  message: string;
}

type Condition = (values: ProfileRuleValues) => boolean;

interface FieldRule {
  field: ProfileTextField;
  /** Must the field be filled? Default: always. */
  required?: boolean | Condition;
  /** Is the field part of the form at all with these answers? Default: always. */
  applies?: Condition;
  /** Format rule for a filled value; some depend on another answer. */
  check?: (value: string, label: string, values: ProfileRuleValues) => string | undefined;
  /** The message for an empty required field; default "{field} is mandatory.". */
  emptyMessage?: (label: string) => string;
}

export const USERNAME_MESSAGE =
  'Username must be 4 to 50 characters: letters, digits, dots, hyphens or underscores';

const USERNAME_FORMAT = /^[A-Za-z0-9._-]{4,50}$/;

/** A value from one of the domain's option lists; anything else only comes from a tampered client. */
function oneOf(options: readonly Option[]): FieldCheck {
  const values = new Set(options.map((option) => option.value));
  return (value, field) => (values.has(value) ? undefined : invalidChoiceMessage(field));
}

const COUNTRY_OPTIONS = COUNTRIES.map(({ code, name }) => ({ value: code, label: name }));

const checkCalendarDate: FieldCheck = (value, field) => {
  try {
    parseCalendarDate(value);
    return undefined;
  } catch {
    return invalidChoiceMessage(field);
  }
};

const checkUsername: FieldCheck = (value) =>
  USERNAME_FORMAT.test(value) ? undefined : USERNAME_MESSAGE;

/** The phone field a primary contact mode points at. */
export const CONTACT_MODE_FIELDS = {
  Mobile: 'mobileNumber',
  Office: 'officeNumber',
  Home: 'homeNumber',
  Fax: 'faxNumber',
} as const satisfies Record<(typeof CONTACT_MODES)[number]['value'], ProfileTextField>;

function isPrimaryContact(field: ProfileTextField): Condition {
  return (values) =>
    CONTACT_MODE_FIELDS[values.primaryContactMode as keyof typeof CONTACT_MODE_FIELDS] === field;
}

const isLocal: Condition = (values) => values.addressType === 'Local';
const isForeign: Condition = (values) => values.addressType === 'Foreign';
const isPassport: Condition = (values) => values.idType === 'Passport';

function phoneRule(field: ProfileTextField, required: boolean | Condition): FieldRule {
  return { field, required, check: checkLocalPhone, emptyMessage: phoneMandatoryMessage };
}

const RULES: readonly FieldRule[] = [
  { field: 'salutation', check: oneOf(SALUTATIONS) },
  { field: 'name' },
  { field: 'email', check: checkEmailAddress },
  { field: 'alternativeEmail', required: false, check: checkEmailAddress },
  { field: 'username', check: checkUsername },
  { field: 'dateOfBirth', check: checkCalendarDate },
  { field: 'citizenship', check: oneOf(COUNTRY_OPTIONS) },
  { field: 'idType', check: oneOf(ID_TYPES) },
  {
    field: 'idNumber',
    // The checksum applies to NRIC/FIN only; passport numbers have no common format.
    check: (value, label, values) => (isPassport(values) ? undefined : checkNricFin(value)),
  },
  { field: 'passportIssuingCountry', applies: isPassport, check: oneOf(COUNTRY_OPTIONS) },
  // Mobile is always needed (the portal's notices go there); the primary contact too.
  phoneRule('mobileNumber', true),
  phoneRule('officeNumber', isPrimaryContact('officeNumber')),
  phoneRule('homeNumber', isPrimaryContact('homeNumber')),
  phoneRule('faxNumber', isPrimaryContact('faxNumber')),
  { field: 'primaryContactMode', check: oneOf(CONTACT_MODES) },
  { field: 'designation', check: oneOf(DESIGNATIONS) },
  // Individuals signing in with Singpass or an e-mail code have no company.
  { field: 'companyRole', required: false, check: oneOf(COMPANY_ROLES) },
  { field: 'addressType', check: oneOf(ADDRESS_TYPES) },
  { field: 'postalCode', applies: isLocal, check: checkPostalCode },
  { field: 'blockHouseNo', applies: isLocal },
  { field: 'streetName', applies: isLocal },
  { field: 'levelNo', applies: isLocal, required: false, check: checkWholeNumber },
  { field: 'unitNo', applies: isLocal, required: false },
  { field: 'buildingName', applies: isLocal, required: false },
  { field: 'city', applies: isForeign },
  { field: 'state', applies: isForeign, required: false },
  { field: 'country', applies: isForeign, check: oneOf(COUNTRY_OPTIONS) },
  { field: 'addressLine1', applies: isForeign },
  { field: 'addressLine2', applies: isForeign, required: false },
  { field: 'addressLine3', applies: isForeign, required: false },
  { field: 'mailingAddress', applies: (values) => !values.mailingSameAsAddress },
  { field: 'premisesType', check: oneOf(PREMISES_TYPES) },
];

/** Every rule the values break, one issue per field, in the form's order. */
export function profileIssues(values: ProfileRuleValues): ProfileIssue[] {
  const issues: ProfileIssue[] = [];
  for (const rule of RULES) {
    if (rule.applies && !rule.applies(values)) continue;
    const label = PROFILE_FIELD_LABELS[rule.field];
    const value = values[rule.field];
    const required =
      typeof rule.required === 'function' ? rule.required(values) : (rule.required ?? true);
    const message =
      value === ''
        ? required
          ? (rule.emptyMessage ?? mandatoryMessage)(label)
          : undefined
        : rule.check?.(value, label, values);
    if (message) issues.push({ field: rule.field, message });
  }
  return issues;
}

/** Whether a field is part of the form with these answers (the form hides the others). */
export function isProfileFieldShown(field: ProfileTextField, values: ProfileRuleValues): boolean {
  const rule = RULES.find((candidate) => candidate.field === field);
  return !rule?.applies || rule.applies(values);
}
