/**
 * A format rule for one text field: the message to show when the value breaks the rule, or
 * undefined when it is fine. Checks see a trimmed, non-empty value; whether a field may be left
 * empty is the form's decision (see schemas/field-schemas.ts).
 */
export type FieldCheck = (value: string, field: string) => string | undefined;
