import {
  localPhoneMessage,
  notANumberMessage,
  phoneMandatoryMessage,
} from '../messages/validation-messages.js';

// Singapore phone numbers (domain-facts, "Identifiers and formats"): 8 digits with an optional
// +65; 6 is a fixed line, 8 and 9 mobile, 3 VoIP. "Local contact numbers only" means this format.

const LOCAL_NUMBER_LENGTH = 8;
const LOCAL_FIRST_DIGITS = /^[3689]/;
const COUNTRY_PREFIX = /^\+65/;
// People write numbers in groups ("9123 4567", "6123-4567"); the grouping carries no meaning.
const GROUPING = /[\s-]/g;

function localDigits(value: string): string {
  return value.replace(GROUPING, '').replace(COUNTRY_PREFIX, '');
}

export function checkLocalPhone(value: string, field: string): string | undefined {
  const digits = localDigits(value);
  // Any other country prefix is a foreign number, not a typo.
  if (digits.startsWith('+')) return localPhoneMessage(field);
  if (!/^\d*$/.test(digits)) return notANumberMessage(field);
  if (digits.length < LOCAL_NUMBER_LENGTH) return phoneMandatoryMessage(field);
  if (digits.length > LOCAL_NUMBER_LENGTH || !LOCAL_FIRST_DIGITS.test(digits)) {
    return localPhoneMessage(field);
  }
  return undefined;
}

/** The 8 local digits of a valid number (what is stored), or undefined for an invalid one. */
export function normaliseLocalPhone(value: string): string | undefined {
  return checkLocalPhone(value, 'Contact Number') === undefined ? localDigits(value) : undefined;
}
