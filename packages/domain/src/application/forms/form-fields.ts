import type { Option } from '../../account/profile-options.js';
import { maxLengthMessage } from '../../messages/application-messages.js';
import { invalidChoiceMessage } from '../../messages/validation-messages.js';
import {
  coordinateField,
  decimalField,
  emailField,
  localPhoneField,
  mandatoryField,
  optionalTextField,
  postalCodeField,
  wholeNumberField,
} from '../../schemas/field-schemas.js';
import { checkDateText, checkTimeText } from '../../validation/date-time-text.js';
import type { FieldCheck } from '../../validation/field-check.js';
import { safeString } from '../../validation/safe-text.js';

// One table per form says, for each text field, its label (the "{field}" of every message), its
// kind (which rule of APP-22 to APP-27 it follows) and whether it must be filled. Both levels of
// schema are derived from that one table (APP-1, APP-2):
// - the draft level: any field may be empty or missing, but present text is safe and not too long;
// - the submission level: every rule, with the spec's messages, built from the field builders.

export type FieldKind =
  | 'text'
  | 'multiline'
  | 'whole'
  | 'decimal'
  | 'coordinate'
  | 'phone'
  | 'email'
  | 'postalCode'
  | 'date'
  | 'time'
  | 'choice';

export interface FormField {
  label: string;
  kind: FieldKind;
  /** Must the field be filled on submission? Default true. */
  required?: boolean;
  /** The choices of a 'choice' field. */
  options?: readonly Option[];
}

export type FormFields = Readonly<Record<string, FormField>>;

/** Longest single-line value: a long venue or company name, small enough to store and show. */
export const MAX_TEXT_LENGTH = 200;
/** Longest multi-line value (purpose, remarks, safety measures, routes). */
export const MAX_MULTILINE_LENGTH = 2_000;

function maxLengthOf(field: FormField): number {
  return field.kind === 'multiline' ? MAX_MULTILINE_LENGTH : MAX_TEXT_LENGTH;
}

function checkChoice(options: readonly Option[] = []): FieldCheck {
  const values = new Set(options.map((option) => option.value));
  return (value, label) => (values.has(value) ? undefined : invalidChoiceMessage(label));
}

/** Free text, then a format rule for a filled value. */
function formattedField(label: string, required: boolean, check: FieldCheck) {
  const base = required ? mandatoryField(label) : optionalTextField(label);
  return base.superRefine((value, context) => {
    const message = value === '' ? undefined : check(value, label);
    if (message) context.addIssue({ code: 'custom', message });
  });
}

function ruleOf(field: FormField) {
  const { label, kind } = field;
  const required = field.required ?? true;
  switch (kind) {
    case 'text':
      return required ? mandatoryField(label) : optionalTextField(label);
    case 'multiline':
      return required
        ? mandatoryField(label, { multiline: true })
        : optionalTextField(label, { multiline: true });
    case 'whole':
      return wholeNumberField(label, { required });
    case 'decimal':
      return decimalField(label, { required });
    case 'coordinate':
      return coordinateField(label, { required });
    case 'phone':
      return localPhoneField(label, { required });
    case 'email':
      return emailField(label, { required });
    case 'postalCode':
      return postalCodeField({ required });
    case 'date':
      return formattedField(label, required, checkDateText);
    case 'time':
      return formattedField(label, required, checkTimeText);
    case 'choice':
      return formattedField(label, required, checkChoice(field.options));
  }
}

/** The draft level of one field: missing or empty is fine; present text is safe and short. */
export function draftField(field: FormField) {
  const maxLength = maxLengthOf(field);
  return safeString(field.label, { multiline: field.kind === 'multiline' })
    .trim()
    .max(maxLength, maxLengthMessage(field.label, maxLength))
    .optional();
}

/**
 * The submission level of one field. A missing key counts as an empty input (prefault), so it gets
 * "{field} is mandatory." like an untouched input and the form's other rules still run.
 */
export function submissionField(field: FormField) {
  const maxLength = maxLengthOf(field);
  return ruleOf(field).max(maxLength, maxLengthMessage(field.label, maxLength)).prefault('');
}

export type DraftShape<F extends FormFields> = { [K in keyof F]: ReturnType<typeof draftField> };
export type SubmissionShape<F extends FormFields> = {
  [K in keyof F]: ReturnType<typeof submissionField>;
};

export function draftShape<F extends FormFields>(fields: F): DraftShape<F> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, draftField(field)]),
  ) as DraftShape<F>;
}

export function submissionShape<F extends FormFields>(fields: F): SubmissionShape<F> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, submissionField(field)]),
  ) as SubmissionShape<F>;
}
