import { PORTAL_CONSTANTS } from '../constants/portal-constants.js';

// The validation messages of spec section 5. Field-specific messages are functions of the field's
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
  /** DESIGN.md section 5 replaces the spec's 5-digit rule and its message. */
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

export function phoneMandatoryMessage(field: string): string {
  return `${field} is mandatory and should meet minimum length.`;
}

/** Spec section 5: "Contact Number should be a number" is this message on the Contact Number field. */
export function notANumberMessage(field: string): string {
  return `${field} should be a number`;
}

/** "Local contact numbers only" (spec section 5); the format is domain-facts' phone rule. */
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
