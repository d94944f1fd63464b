import { z } from 'zod';
import {
  FOREIGN_ADDRESS_FIELDS,
  LOCAL_ADDRESS_FIELDS,
  PROFILE_FIELD_LABELS,
  PROFILE_TEXT_FIELDS,
  type ProfileTextField,
} from './profile-fields.js';
import { safeString } from '../validation/safe-text.js';
import { profileIssues } from './profile-rules.js';

// The profile form's schemas. The same ones validate the form in the browser (zodResolver) and the
// request on the server. A draft may be incomplete; a submission must pass every rule of
// profile-rules.ts. Values stay text, trimmed, because the rules count the characters typed.

/** Longest value of any text field: enough for a long address line, small enough to store. */
export const MAX_PROFILE_TEXT_LENGTH = 200;

function textValue(field: ProfileTextField) {
  const label = PROFILE_FIELD_LABELS[field];
  return safeString(label)
    .trim()
    .max(MAX_PROFILE_TEXT_LENGTH, `${label} must be at most ${MAX_PROFILE_TEXT_LENGTH} characters`)
    .default('');
}

const textShape = Object.fromEntries(
  PROFILE_TEXT_FIELDS.map((field) => [field, textValue(field)]),
) as Record<ProfileTextField, ReturnType<typeof textValue>>;

/**
 * A saved draft (PUT): any field may still be empty, a missing one counts as empty, unknown keys
 * are dropped. Also the shape of the stored profile.
 */
export const profileDraftSchema = z.object({
  ...textShape,
  mailingSameAsAddress: z.boolean().default(true),
});

export type ProfileValues = z.output<typeof profileDraftSchema>;
/** What a form or a request may hold before defaults fill the gaps. */
export type ProfileInput = z.input<typeof profileDraftSchema>;

/** Only the chosen address type's fields, and a mailing address only when it differs, are kept. */
export function withoutHiddenFields(values: ProfileValues): ProfileValues {
  const cleared: Partial<Record<ProfileTextField, string>> = {};
  const hidden: ProfileTextField[] = [
    ...(values.addressType === 'Local' ? FOREIGN_ADDRESS_FIELDS : []),
    ...(values.addressType === 'Foreign' ? LOCAL_ADDRESS_FIELDS : []),
    ...(values.mailingSameAsAddress ? (['mailingAddress'] as const) : []),
    ...(values.idType === 'Passport' ? [] : (['passportIssuingCountry'] as const)),
  ];
  for (const field of hidden) cleared[field] = '';
  return { ...values, ...cleared };
}

/** A submission: every rule of ACC-24 to ACC-29, one issue per field, hidden fields emptied. */
export const profileSchema = profileDraftSchema
  .superRefine((values, context) => {
    for (const issue of profileIssues(values)) {
      context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  })
  .transform(withoutHiddenFields);

/** An empty form: what a new applicant starts from. */
export const EMPTY_PROFILE: ProfileValues = profileDraftSchema.parse({});
