import { z } from 'zod';
import { unsafeTextMessage } from '../messages/validation-messages.js';

// Every string the portal accepts passes this one rule before any other (requirement ERR-2 of
// docs/requirements.md): text a person could type, never the bytes that break storage (PostgreSQL
// refuses NUL in text and JSON), terminals (escape sequences in a log or an upload name) or
// encodings (an unpaired UTF-16 surrogate cannot be written as UTF-8).

export interface SafeTextOptions {
  /** Tab, line feed and carriage return are allowed only in multi-line fields (remarks, measures). */
  multiline?: boolean;
  /** The message when the value is not a string at all (missing, a number); default "{field} is invalid". */
  notTextMessage?: string;
}

// C0 and C1 control characters and DEL, except tab (09), line feed (0A) and carriage return (0D).
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_CHARACTERS = /[\t\n\r\u2028\u2029]/;
// In a /u pattern a surrogate range matches only a surrogate that is not half of a pair.
const UNPAIRED_SURROGATE = /[\uD800-\uDFFF]/u;

/** True when the text holds nothing the rule refuses. */
export function isSafeText(value: string, { multiline = false }: SafeTextOptions = {}): boolean {
  return !(
    CONTROL_CHARACTERS.test(value) ||
    UNPAIRED_SURROGATE.test(value) ||
    (!multiline && LINE_CHARACTERS.test(value))
  );
}

/** The rule as a field check: the field's message, or undefined when the text is fine. */
export function checkSafeText(
  value: string,
  field: string,
  options: SafeTextOptions = {},
): string | undefined {
  return isSafeText(value, options) ? undefined : unsafeTextMessage(field);
}

/**
 * A zod string that refuses what `isSafeText` refuses, with "{field} contains characters that are
 * not allowed.". Every schema of a value a caller sends builds its strings on this one.
 */
export function safeString(field: string, options: SafeTextOptions = {}) {
  const notText = options.notTextMessage ?? `${field} is invalid`;
  return z.string({ error: notText }).superRefine((value, context) => {
    const message = checkSafeText(value, field, options);
    if (message) context.addIssue({ code: 'custom', message });
  });
}
