import { z } from 'zod';
import {
  APPLICATION_MESSAGES,
  maxSafetyPersonnelMessage,
} from '../../messages/application-messages.js';
import { normaliseLocalPhone } from '../../validation/local-phone.js';
import { draftShape, submissionShape, type FormFields } from './form-fields.js';

// Safety personnel (APP-10, APP-28): a primary and a secondary, each with name, contact
// number and e-mail; at least 2, local contact numbers only, and they must stay contactable, so
// no two share a number. Each person's labels say who they are, so a message read in a toast
// ("Secondary Safety Personnel Contact Number is mandatory ...") needs no field beside it.

export const MIN_SAFETY_PERSONNEL = 2;
/** Most safety personnel one application lists (ours): enough for shifts at a long event. */
export const MAX_SAFETY_PERSONNEL = 5;

export const SAFETY_PERSONNEL_ROLES = [
  'Primary Safety Personnel',
  'Secondary Safety Personnel',
] as const;
/** The label of the third person onwards. */
export const ADDITIONAL_SAFETY_PERSONNEL = 'Additional Safety Personnel';

export function safetyPersonFields(role: string) {
  return {
    name: { label: `${role} Name`, kind: 'text' },
    contactNumber: { label: `${role} Contact Number`, kind: 'phone' },
    email: { label: `${role} Email Address`, kind: 'email' },
  } as const satisfies FormFields;
}

const personDraftSchema = z.object(draftShape(safetyPersonFields('Safety Personnel')));
export type SafetyPersonDraft = z.output<typeof personDraftSchema>;

export const safetyPersonnelDraftSchema = z
  .array(personDraftSchema)
  .max(MAX_SAFETY_PERSONNEL, maxSafetyPersonnelMessage(MAX_SAFETY_PERSONNEL))
  .optional();

function personSchema(role: string) {
  return z.object(submissionShape(safetyPersonFields(role)));
}

/** The personnel at the submission level (APP-2): count first, then each person, then no shared number. */
export const safetyPersonnelSubmissionSchema = z
  .array(z.unknown())
  .min(MIN_SAFETY_PERSONNEL, APPLICATION_MESSAGES.minSafetyPersonnel)
  .max(MAX_SAFETY_PERSONNEL, maxSafetyPersonnelMessage(MAX_SAFETY_PERSONNEL))
  .prefault([])
  .pipe(
    z.tuple(
      [personSchema(SAFETY_PERSONNEL_ROLES[0]), personSchema(SAFETY_PERSONNEL_ROLES[1])],
      personSchema(ADDITIONAL_SAFETY_PERSONNEL),
    ),
  )
  .superRefine((people, context) => {
    const seen = new Set<string>();
    people.forEach((person, index) => {
      const number = normaliseLocalPhone(person.contactNumber);
      if (number === undefined) return;
      if (seen.has(number)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'contactNumber'],
          message: APPLICATION_MESSAGES.sameSafetyContact,
        });
      }
      seen.add(number);
    });
  });
