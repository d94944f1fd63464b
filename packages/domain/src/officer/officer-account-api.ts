import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../account/account-status.js';
import { profileDocumentSchema } from '../profile/profile-api.js';
import { profileDraftSchema } from '../profile/profile-schema.js';
import { safeString } from '../validation/safe-text.js';
import {
  MAX_OFFICER_TEXT_LENGTH,
  officerCursorSchema,
  officerText,
  officerPageSizeSchema,
  officerSearchSchema,
} from './officer-application-api.js';
import { OFFICER_ACCOUNT_QUEUES } from './officer-queues.js';

// The officer console's account calls (OFF-22): accounts waiting for review, one account's profile
// and documents, and the decision on it, made through the same account-status service as
// `npm run accounts`.

/** GET OFFICER_API_PATHS.accounts. */
export const officerAccountQueueQuerySchema = z.object({
  queue: z.literal(OFFICER_ACCOUNT_QUEUES).default('to-review'),
  /** Matches the applicant's name or e-mail, ignoring case. */
  search: officerSearchSchema,
  cursor: officerCursorSchema,
  pageSize: officerPageSizeSchema,
});
export type OfficerAccountQueueQuery = z.output<typeof officerAccountQueueQuerySchema>;

export const officerAccountRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  submittedAt: z.string().describe('ISO 8601'),
  ageDays: z.number().int().nonnegative(),
});

export const officerAccountQueueSchema = z.object({
  count: z.number().int().nonnegative(),
  rows: z.array(officerAccountRowSchema),
  nextCursor: z.string().nullable(),
});
export type OfficerAccountQueuePage = z.infer<typeof officerAccountQueueSchema>;

/** GET OFFICER_API_PATHS.account(id). */
export const officerAccountReviewSchema = z.object({
  id: z.uuid(),
  status: z.enum(ACCOUNT_STATUSES),
  email: z.string().nullable(),
  profile: profileDraftSchema,
  /** Each downloadable at OFFICER_API_PATHS.accountDocument(id, document.id). */
  documents: z.array(profileDocumentSchema),
});
export type OfficerAccountReview = z.infer<typeof officerAccountReviewSchema>;

export const OFFICER_ACCOUNT_DECISIONS = ['approve', 'reject', 'more-info', 'disable'] as const;
export type OfficerAccountDecisionAction = (typeof OFFICER_ACCOUNT_DECISIONS)[number];

/**
 * POST OFFICER_API_PATHS.accountDecision(id). A rejection needs its reason and a request for more
 * information its message (OFF-46): both are e-mailed to the applicant, who could not act on a
 * blank one. Approving and disabling may carry a note.
 */
export const officerAccountDecisionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal(['approve', 'disable']),
    reason: safeString('Reason', { multiline: true })
      .trim()
      .max(MAX_OFFICER_TEXT_LENGTH)
      .optional(),
  }),
  z.object({ action: z.literal('reject'), reason: officerText('Reason') }),
  z.object({ action: z.literal('more-info'), reason: officerText('Message') }),
]);
export type OfficerAccountDecision = z.infer<typeof officerAccountDecisionSchema>;
