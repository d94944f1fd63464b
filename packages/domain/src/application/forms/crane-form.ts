import { z } from 'zod';
import {
  ACTIVITY_TYPE_TEXT_FIELD,
  commonDraftShape,
  commonSubmissionShape,
} from './common-fields.js';
import { CRANE_FIELDS } from './crane-fields.js';
import { craneRuleIssues } from './crane-rules.js';
import { draftShape, submissionShape } from './form-fields.js';
import { issuesOf } from './form-issues.js';
import { memoiseByContext, type SubmissionContext } from '../../activity/submission-context.js';

// Category 2, Erection of Cranes and Tall Construction Machinery: both levels of the form.

export const craneDraftSchema = z.object({
  category: z.literal(2),
  ...commonDraftShape,
  ...draftShape(ACTIVITY_TYPE_TEXT_FIELD),
  ...draftShape(CRANE_FIELDS),
});

export const craneSubmissionSchema = memoiseByContext((context: SubmissionContext) => {
  return z
    .object({
      category: z.literal(2),
      ...commonSubmissionShape({ ...context, category: 2 }),
      ...submissionShape(ACTIVITY_TYPE_TEXT_FIELD),
      ...submissionShape(CRANE_FIELDS),
    })
    .superRefine((values, issues) => {
      for (const { field, message } of craneRuleIssues(values, context)) {
        issues.addIssue({ code: 'custom', path: [field], message });
      }
    });
});

export type CraneDraft = z.output<typeof craneDraftSchema>;
export type CraneForm = z.output<ReturnType<typeof craneSubmissionSchema>>;

export function craneIssues(form: unknown, context: SubmissionContext) {
  return issuesOf(craneSubmissionSchema(context), form);
}
