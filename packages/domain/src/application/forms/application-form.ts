import { z } from 'zod';
import {
  aerialActivityDraftSchema,
  aerialActivitySubmissionSchema,
} from './aerial-activity-form.js';
import {
  aerialPhotographyDraftSchema,
  aerialPhotographySubmissionSchema,
} from './aerial-photography-form.js';
import { craneDraftSchema, craneSubmissionSchema } from './crane-form.js';
import { issuesOf, type ApplicationIssue } from './form-issues.js';
import { shipCrossingDraftSchema, shipCrossingSubmissionSchema } from './ship-crossing-form.js';
import { memoiseByContext, type SubmissionContext } from '../../activity/submission-context.js';

// Any application, of any category, in one schema per level (APP-1, APP-2): the server validates
// a draft or a submission with one call, and the form's category picks the rules.

export const CATEGORY_INVALID_MESSAGE = 'Category is invalid';

export const applicationDraftSchema = z.discriminatedUnion(
  'category',
  [
    aerialPhotographyDraftSchema,
    craneDraftSchema,
    shipCrossingDraftSchema,
    aerialActivityDraftSchema,
  ],
  { error: CATEGORY_INVALID_MESSAGE },
);

export type ApplicationDraft = z.output<typeof applicationDraftSchema>;

export const applicationSubmissionSchema = memoiseByContext((context: SubmissionContext) => {
  return z.discriminatedUnion(
    'category',
    [
      aerialPhotographySubmissionSchema(context),
      craneSubmissionSchema(context),
      shipCrossingSubmissionSchema(context),
      aerialActivitySubmissionSchema(context),
    ],
    { error: CATEGORY_INVALID_MESSAGE },
  );
});

export type ApplicationForm = z.output<ReturnType<typeof applicationSubmissionSchema>>;

/** Every rule a submission breaks, each with the path of its input; empty when it may be sent. */
export function applicationIssues(form: unknown, context: SubmissionContext): ApplicationIssue[] {
  return issuesOf(applicationSubmissionSchema(context), form);
}
