import { PORTAL_CONSTANTS } from '../constants/portal-constants.js';
import { VALIDATION_MESSAGES } from '../messages/validation-messages.js';

// Local postal codes: exactly 6 digits (APP-29, replacing the specification's 5).
const POSTAL_CODE_FORMAT = new RegExp(`^\\d{${PORTAL_CONSTANTS.postalCodeLength}}$`);

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_FORMAT.test(value);
}

export function checkPostalCode(value: string): string | undefined {
  return isValidPostalCode(value) ? undefined : VALIDATION_MESSAGES.postalCode;
}
