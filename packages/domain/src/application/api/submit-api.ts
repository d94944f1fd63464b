import { z } from 'zod';
import { eligibilityResultSchema } from '../../eligibility/eligibility-result.js';
import { applicationSubmissionSchema } from '../forms/application-form.js';
import { memoiseByContext, type SubmissionContext } from '../../activity/submission-context.js';
import { APPLICATION_STATUSES } from '../lifecycle/application-status.js';
import { applicationIdSchema, draftVersionSchema } from './draft-api.js';
import { moneySchema } from './money.js';

// Submission (APP-49): POST CATEGORY_API_PATHS[category].submit with the draft's id and version
// and the complete form. The server checks the form's category against the path, validates with
// the same schema the form used, decides the fee from its own schedule and answers with the new
// status. The request has no amount: whatever a client adds is dropped by the schema (PAY-2).

export const submitApplicationRequestSchema = memoiseByContext((context: SubmissionContext) =>
  z.object({
    id: applicationIdSchema,
    version: draftVersionSchema,
    form: applicationSubmissionSchema(context),
  }),
);

export const submitApplicationResponseSchema = z.object({
  id: applicationIdSchema,
  reference: z.string(),
  status: z.literal(APPLICATION_STATUSES),
  /** Present when the status is PENDING_PAYMENT. */
  amountDue: moneySchema.optional(),
  /** What the Enquiry Tool's rules say of the submitted answers (APP-9). */
  eligibility: eligibilityResultSchema.optional(),
});

export type SubmitApplicationRequest = z.output<ReturnType<typeof submitApplicationRequestSchema>>;
export type SubmitApplicationResponse = z.infer<typeof submitApplicationResponseSchema>;
