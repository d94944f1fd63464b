import { z } from 'zod';
import {
  AERIAL_ACTIVITY_CODES,
  type AerialActivityCode,
} from '../../activity/aerial-activity-types.js';
import { mandatoryMessage } from '../../messages/validation-messages.js';
import { AERIAL_ACTIVITY_FIELDS, ALL_AERIAL_ACTIVITY_FIELDS } from './aerial-activity-fields.js';
import { aerialActivityLimitIssues } from './aerial-activity-limits.js';
import { commonDraftShape, commonSubmissionShape } from './common-fields.js';
import { draftShape, submissionShape } from './form-fields.js';
import { issuesOf } from './form-issues.js';
import { memoiseByContext, type SubmissionContext } from '../../activity/submission-context.js';

// Category 4, Aerial Activities: one submission form per activity type, told apart by
// `activityType`. A draft may not have chosen its type yet and keeps every type's fields, so
// switching type while drafting loses nothing; a submission keeps only its type's fields.

export const ACTIVITY_TYPE_LABEL = 'Type of Activity';

export const aerialActivityDraftSchema = z.object({
  category: z.literal(4),
  activityType: z.literal(AERIAL_ACTIVITY_CODES).optional(),
  ...commonDraftShape,
  ...draftShape(ALL_AERIAL_ACTIVITY_FIELDS),
});

/**
 * The submission form of one activity type; balloon and lantern releases check military hours, and
 * the sizes and conditions of domain-facts' table are checked on the type's own fields (ENQ-6 to
 * ENQ-8).
 */
export function aerialActivityTypeSchema<Code extends AerialActivityCode>(
  activity: Code,
  context: SubmissionContext,
) {
  return z
    .object({
      category: z.literal(4),
      activityType: z.literal(activity),
      ...commonSubmissionShape({ ...context, category: 4, activity }),
      ...submissionShape(AERIAL_ACTIVITY_FIELDS[activity]),
    })
    .superRefine((values, issues) => {
      for (const { field, message } of aerialActivityLimitIssues(activity, values)) {
        issues.addIssue({ code: 'custom', path: [field], message });
      }
    });
}

export const aerialActivitySubmissionSchema = memoiseByContext((context: SubmissionContext) => {
  return z.discriminatedUnion(
    'activityType',
    [
      aerialActivityTypeSchema('BRELEASE', context),
      aerialActivityTypeSchema('BHOISTING', context),
      aerialActivityTypeSchema('KITE', context),
      aerialActivityTypeSchema('LASERS', context),
      aerialActivityTypeSchema('SLRELEASE', context),
      aerialActivityTypeSchema('FIREWORKS', context),
    ],
    { error: mandatoryMessage(ACTIVITY_TYPE_LABEL) },
  );
});

export type AerialActivityDraft = z.output<typeof aerialActivityDraftSchema>;
export type AerialActivityForm = z.output<ReturnType<typeof aerialActivitySubmissionSchema>>;

export function aerialActivityIssues(form: unknown, context: SubmissionContext) {
  return issuesOf(aerialActivitySubmissionSchema(context), form);
}
