import { PORTAL_CONSTANTS } from '../constants/portal-constants.js';

// The validation messages (APP-22 to APP-34, ACC-24 to ACC-29). Field-specific messages are functions of the field's
// label so "{field} is mandatory." reads "Name is mandatory." on the Name field.

const {
  postalCodeLength,
  decimalIntegerDigits,
  decimalFractionDigits,
  coordinateIntegerDigits,
  coordinateFractionDigits,
  startDateWindowMonths,
  endDateWindowMonths,
} = PORTAL_CONSTANTS;

export const VALIDATION_MESSAGES = {
  emailInvalid: 'Email Address is invalid',
  /** APP-29 replaces the specification's 5-digit rule and its message. */
  postalCode: `Postal Code must be ${postalCodeLength} digits`,
  nricFinInvalid: 'NRIC or FIN is invalid',
  restrictedTimes:
    'The proposed activity is not allowed during military operating hours. You may wish to explore alternative days or time',
  pastDate: 'Selected Date cannot be Past Date',
  startAfterEnd: 'Start Date must be on or before End Date',
  endBeforeStart: 'End Date must be on or after Start Date',
  startTooFar: `Start Date cannot be more than ${startDateWindowMonths} months`,
  endTooFar: `End Date cannot be more than ${endDateWindowMonths} months from Start Date`,
} as const;

export function mandatoryMessage(field: string): string {
  return `${field} is mandatory.`;
}

/** A value outside the field's option list, or a date that does not exist. */
export function invalidChoiceMessage(field: string): string {
  return `${field} is invalid`;
}

/** Control characters, or a broken encoding, in a text field (validation/safe-text.ts). */
export function unsafeTextMessage(field: string): string {
  return `${field} contains characters that are not allowed.`;
}

export function phoneMandatoryMessage(field: string): string {
  return `${field} is mandatory and should meet minimum length.`;
}

/** APP-27: "Contact Number should be a number" is this message on the Contact Number field. */
export function notANumberMessage(field: string): string {
  return `${field} should be a number`;
}

/** "Local contact numbers only" (APP-27, APP-28). */
export function localPhoneMessage(field: string): string {
  return `${field} must be a local number of 8 digits starting with 3, 6, 8 or 9`;
}

export function wholeNumberMessage(field: string): string {
  return `${field} should be a number without decimal places`;
}

export function decimalMessage(field: string): string {
  return `${field} should be a number with up to ${decimalIntegerDigits} digits and ${decimalFractionDigits} decimal place`;
}

/** The spec gives the coordinate rule but no message; this one states the rule. */
export function coordinateMessage(field: string): string {
  return `${field} should be a number with up to ${coordinateIntegerDigits} digits and ${coordinateFractionDigits} decimal places`;
}
