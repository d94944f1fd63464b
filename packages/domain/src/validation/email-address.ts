import { VALIDATION_MESSAGES } from '../messages/validation-messages.js';

// "A standard address pattern" (APP-23): the HTML form e-mail pattern, plus a dot in the
// domain because an applicant's mail must reach the internet, and the 254-character limit of
// RFC 5321 paths.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const MAX_EMAIL_LENGTH = 254;

export function isValidEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

export function checkEmailAddress(value: string): string | undefined {
  return isValidEmailAddress(value) ? undefined : VALIDATION_MESSAGES.emailInvalid;
}
