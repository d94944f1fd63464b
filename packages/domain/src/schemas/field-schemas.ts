import { mandatoryMessage, phoneMandatoryMessage } from '../messages/validation-messages.js';
import { checkEmailAddress } from '../validation/email-address.js';
import type { FieldCheck } from '../validation/field-check.js';
import { checkLocalPhone } from '../validation/local-phone.js';
import { checkNricFin } from '../validation/nric-fin.js';
import { checkCoordinate, checkDecimal, checkWholeNumber } from '../validation/numeric-fields.js';
import { checkPostalCode } from '../validation/postal-code.js';
import { safeString } from '../validation/safe-text.js';

// Zod building blocks for the forms of later issues: the same schema validates the form in the
// browser and the request on the server, and its messages come from the rule functions, so each
// text is written once. Values stay text (trimmed), because the rules count the digits typed.

export interface FieldOptions {
  /**
   * Default true: an empty value gets "{field} is mandatory.". When false, an empty string is
   * allowed (what an untouched input holds); add .optional() where the key itself may be absent.
   */
  required?: boolean;
  /** Allows line breaks and tabs, for multi-line fields (remarks, safety measures, routes). */
  multiline?: boolean;
}

function textField(
  field: string,
  check: FieldCheck,
  { required = true, multiline = false }: FieldOptions,
  emptyMessage: string = mandatoryMessage(field),
) {
  return safeString(field, { notTextMessage: emptyMessage, multiline })
    .trim()
    .superRefine((value, context) => {
      const message = value === '' ? (required ? emptyMessage : undefined) : check(value, field);
      if (message) context.addIssue({ code: 'custom', message });
    });
}

const noFormatRule: FieldCheck = () => undefined;

/** Any text that must be filled in: "{field} is mandatory.". */
export function mandatoryField(field: string, { multiline = false }: FieldOptions = {}) {
  return textField(field, noFormatRule, { required: true, multiline });
}

/** Free text that may stay empty; only the safe-text rule applies. */
export function optionalTextField(field: string, { multiline = false }: FieldOptions = {}) {
  return textField(field, noFormatRule, { required: false, multiline });
}

export function emailField(field = 'Email Address', options: FieldOptions = {}) {
  return textField(field, checkEmailAddress, options);
}

/** A local phone number; empty or short gets "{field} is mandatory and should meet minimum length.". */
export function localPhoneField(field: string, options: FieldOptions = {}) {
  return textField(field, checkLocalPhone, options, phoneMandatoryMessage(field));
}

export function postalCodeField(options: FieldOptions = {}) {
  return textField('Postal Code', checkPostalCode, options);
}

export function nricFinField(field = 'ID Number', options: FieldOptions = {}) {
  return textField(field, checkNricFin, options);
}

export function wholeNumberField(field: string, options: FieldOptions = {}) {
  return textField(field, checkWholeNumber, options);
}

export function decimalField(field: string, options: FieldOptions = {}) {
  return textField(field, checkDecimal, options);
}

export function coordinateField(field: string, options: FieldOptions = {}) {
  return textField(field, checkCoordinate, options);
}
