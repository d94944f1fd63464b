import { z } from 'zod';
import { APPLICATION_MESSAGES } from '../../messages/application-messages.js';
import { checkWholeNumber } from '../../validation/numeric-fields.js';
import {
  ACTIVITY_TYPE_TEXT_FIELD,
  commonDraftShape,
  commonSubmissionShape,
} from './common-fields.js';
import { draftShape, submissionShape } from './form-fields.js';
import { issuesOf } from './form-issues.js';
import { YES_NO } from './form-options.js';
import { memoiseByContext, type SubmissionContext } from '../../activity/submission-context.js';

// Category 1, Aerial Photography/Videography (APP-18, APP-19). Altitudes are whole numbers
// (APP-24, "altitudes"); the two yes/no questions' texts are AERIAL_PHOTOGRAPHY_QUESTIONS.

export const AERIAL_PHOTOGRAPHY_FIELDS = {
  aircraftType: { label: 'Aircraft Type', kind: 'text' },
  callsign: { label: 'Callsign', kind: 'text' },
  minAltitudeFt: { label: 'Minimum Operating Altitude (ft)', kind: 'whole', required: false },
  maxAltitudeFt: { label: 'Maximum Operating Altitude (ft)', kind: 'whole', required: false },
  intendedRoute: { label: 'Intended Route', kind: 'multiline' },
  overCongestedArea: { label: 'Flying over congested areas', kind: 'choice', options: YES_NO },
  nearOpenAirAssembly: {
    label: 'Flying near an open-air assembly',
    kind: 'choice',
    options: YES_NO,
  },
} as const;

export const aerialPhotographyDraftSchema = z.object({
  category: z.literal(1),
  ...commonDraftShape,
  ...draftShape(ACTIVITY_TYPE_TEXT_FIELD),
  ...draftShape(AERIAL_PHOTOGRAPHY_FIELDS),
});

const isWholeNumber = (value: string) => checkWholeNumber(value, '') === undefined;

export const aerialPhotographySubmissionSchema = memoiseByContext((context: SubmissionContext) => {
  return z
    .object({
      category: z.literal(1),
      ...commonSubmissionShape({ ...context, category: 1 }),
      ...submissionShape(ACTIVITY_TYPE_TEXT_FIELD),
      ...submissionShape(AERIAL_PHOTOGRAPHY_FIELDS),
    })
    .superRefine(({ minAltitudeFt, maxAltitudeFt }, issues) => {
      if (!isWholeNumber(minAltitudeFt) || !isWholeNumber(maxAltitudeFt)) return;
      if (Number(minAltitudeFt) > Number(maxAltitudeFt)) {
        issues.addIssue({
          code: 'custom',
          path: ['minAltitudeFt'],
          message: APPLICATION_MESSAGES.altitudeOrder,
        });
      }
    });
});

export type AerialPhotographyDraft = z.output<typeof aerialPhotographyDraftSchema>;
export type AerialPhotographyForm = z.output<ReturnType<typeof aerialPhotographySubmissionSchema>>;

export function aerialPhotographyIssues(form: unknown, context: SubmissionContext) {
  return issuesOf(aerialPhotographySubmissionSchema(context), form);
}
