import { z } from 'zod';
import { AERIAL_ACTIVITY_CODES } from '../activity/aerial-activity-types.js';
import { applicationRecordSchema } from '../application/api/application-record-api.js';
import { applicationIdSchema, draftVersionSchema } from '../application/api/draft-api.js';
import { moneySchema } from '../application/api/money.js';
import { CATEGORY_IDS } from '../activity/categories.js';
import { checkDateText } from '../validation/date-time-text.js';
import { APPLICATION_STATUSES } from '../application/lifecycle/application-status.js';
import { mandatoryMessage } from '../messages/validation-messages.js';
import { safeString } from '../validation/safe-text.js';
import { OFFICER_DECISION_MESSAGES } from './officer-decision-messages.js';
import { OFFICER_APPLICATION_QUEUES } from './officer-queues.js';
import { OFFICER_ROLES } from './officer-roles.js';

// The officer console's application calls (OFF-18 to OFF-21): the queues, one application under
// review, and the decisions and assignments made on it. Every decision carries the `version` the
// officer saw: a stale one answers 409 CONFLICT (OFFICER_DECISION_MESSAGES.staleVersion).

export const OFFICER_PAGE_SIZE = { default: 20, max: 100 } as const;
export const MAX_OFFICER_SEARCH_LENGTH = 100;
/** Messages, reasons and conditions an officer writes. */
export const MAX_OFFICER_TEXT_LENGTH = 4000;
const MAX_CURSOR_LENGTH = 500;

const dateQuery = (label: string) =>
  safeString(label)
    .refine((value) => !checkDateText(value, label), { message: `${label} is invalid` })
    .optional();

export const officerPageSizeSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(OFFICER_PAGE_SIZE.max)
  .default(OFFICER_PAGE_SIZE.default);

export const officerCursorSchema = safeString('Cursor').max(MAX_CURSOR_LENGTH).optional();

export const officerSearchSchema = safeString('Search')
  .trim()
  .max(MAX_OFFICER_SEARCH_LENGTH)
  .optional();

/** GET OFFICER_API_PATHS.applications (query values arrive as text). */
export const officerApplicationQueueQuerySchema = z
  .object({
    queue: z.literal(OFFICER_APPLICATION_QUEUES).default('processing'),
    /** Matches the reference or venue by prefix, or the applicant's name or e-mail, ignoring case. */
    search: officerSearchSchema,
    categoryId: z.coerce.number().pipe(z.literal(CATEGORY_IDS)).optional(),
    activityType: z.literal(AERIAL_ACTIVITY_CODES).optional(),
    /** Submitted on or after / on or before these days (Singapore), 'YYYY-MM-DD'. */
    submittedFrom: dateQuery('Submitted From'),
    submittedTo: dateQuery('Submitted To'),
    cursor: officerCursorSchema,
    pageSize: officerPageSizeSchema,
  })
  .refine(
    ({ submittedFrom, submittedTo }) =>
      !submittedFrom || !submittedTo || submittedFrom <= submittedTo,
    { path: ['submittedTo'], message: 'Submitted To must be on or after Submitted From' },
  );
export type OfficerApplicationQueueQuery = z.output<typeof officerApplicationQueueQuerySchema>;

/** Who holds an application (OFF-21); null when no one does. */
export const officerAssignmentSchema = z
  .object({
    officerId: z.uuid(),
    displayName: z.string(),
    since: z.string().describe('ISO 8601'),
  })
  .nullable();
export type OfficerAssignment = z.infer<typeof officerAssignmentSchema>;

export const officerApplicationRowSchema = z.object({
  id: applicationIdSchema,
  reference: z.string(),
  categoryId: z.literal(CATEGORY_IDS),
  activityType: z.string().optional(),
  venue: z.string(),
  status: z.literal(APPLICATION_STATUSES),
  applicantName: z.string(),
  applicantEmail: z.string().nullable(),
  submittedAt: z.string().describe('ISO 8601'),
  /** Whole days since submission, in Singapore. */
  ageDays: z.number().int().nonnegative(),
  assignment: officerAssignmentSchema,
  version: draftVersionSchema,
});
export type OfficerApplicationRow = z.infer<typeof officerApplicationRowSchema>;

export const officerApplicationQueueSchema = z.object({
  counts: z.record(z.literal(OFFICER_APPLICATION_QUEUES), z.number().int().nonnegative()),
  queue: z.literal(OFFICER_APPLICATION_QUEUES),
  rows: z.array(officerApplicationRowSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type OfficerApplicationQueuePage = z.infer<typeof officerApplicationQueueSchema>;

/** One move of the history as officers read it: with the officer's name, which applicants never see. */
export const officerHistoryEntrySchema = z.object({
  fromStatus: z.literal(APPLICATION_STATUSES).nullable(),
  toStatus: z.literal(APPLICATION_STATUSES),
  by: z.literal(['applicant', 'payment', 'system', 'officer', 'supervisor']),
  /** The officer's name for an officer's or supervisor's move. */
  officerName: z.string().optional(),
  at: z.string().describe('ISO 8601'),
  message: z.string().optional(),
});

export const officerApplicationPaymentSchema = z.object({
  amount: moneySchema,
  paidAt: z.string().describe('ISO 8601'),
  /** The PDF receipt (REDIRECT_PATHS.paymentReceipt with the application's id). */
  receiptUrl: z.string(),
});

/** GET OFFICER_API_PATHS.application(id), and the answer of every decision. */
export const officerApplicationReviewSchema = applicationRecordSchema.extend({
  applicant: z.object({ name: z.string(), email: z.string().nullable() }),
  payment: officerApplicationPaymentSchema.optional(),
  officerHistory: z.array(officerHistoryEntrySchema),
  assignment: officerAssignmentSchema,
  /** What this officer may do now (officerAvailableActions). */
  availableActions: z.array(z.string()),
});
export type OfficerApplicationReview = z.infer<typeof officerApplicationReviewSchema>;

/** A required officer's text (a message, reason or conditions), checked as safe text. */
export const officerText = (label: string) =>
  safeString(label, { multiline: true, notTextMessage: mandatoryMessage(label) })
    .trim()
    .min(1, mandatoryMessage(label))
    .max(MAX_OFFICER_TEXT_LENGTH, `${label} must be at most ${MAX_OFFICER_TEXT_LENGTH} characters`);

const dateField = (label: string) =>
  safeString(label, { notTextMessage: mandatoryMessage(label) }).refine(
    (value) => !checkDateText(value, label),
    { message: `${label} is invalid` },
  );

const versioned = { version: draftVersionSchema };

/** POST OFFICER_API_PATHS.applicationDecision(id). */
export const officerApplicationDecisionSchema = z.discriminatedUnion('action', [
  /** PROCESSING → NEED_YOUR_ACTION; the applicant reads the message. */
  z.object({ action: z.literal('request-action'), message: officerText('Message'), ...versioned }),
  /** PROCESSING → APPROVED, within the asked dates (approvedValidityIssue). */
  z.object({
    action: z.literal('approve'),
    conditions: officerText('Conditions'),
    validFrom: dateField('Valid From'),
    validTo: dateField('Valid To'),
    ...versioned,
  }),
  /** PROCESSING → REJECTED; the applicant reads the reason. */
  z.object({ action: z.literal('reject'), reason: officerText('Reason'), ...versioned }),
  /** APPROVED or REJECTED → PROCESSING, supervisors only; the reason stays in the audit trail. */
  z.object({ action: z.literal('reopen'), reason: officerText('Reason'), ...versioned }),
  /** APPROVED → REVOKED, supervisors only: the permit verifies as Revoked; the holder reads the reason (PRM-11). */
  z.object({ action: z.literal('revoke'), reason: officerText('Reason'), ...versioned }),
  /** The officer takes the application. */
  z.object({ action: z.literal('assign'), ...versioned }),
  /** The officer who holds it lets it go. */
  z.object({ action: z.literal('release'), ...versioned }),
  /** A supervisor gives it to another active officer. */
  z.object({
    action: z.literal('reassign'),
    officerId: z.uuid({ error: OFFICER_DECISION_MESSAGES.unknownOfficer }),
    ...versioned,
  }),
]);
export type OfficerApplicationDecision = z.infer<typeof officerApplicationDecisionSchema>;
export type OfficerApplicationDecisionAction = OfficerApplicationDecision['action'];

/** GET OFFICER_API_PATHS.officers (supervisors): whom an application may be reassigned to (OFF-43). */
export const activeOfficersSchema = z.object({
  officers: z.array(
    z.object({ id: z.uuid(), displayName: z.string(), role: z.literal(OFFICER_ROLES) }),
  ),
});
export type ActiveOfficers = z.infer<typeof activeOfficersSchema>;
