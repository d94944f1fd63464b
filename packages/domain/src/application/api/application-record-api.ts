import { z } from 'zod';
import { eligibilityResultSchema } from '../../eligibility/eligibility-result.js';
import { locationFeatureSchema } from '../../geo/location.js';
import { profileDocumentSchema } from '../../profile/profile-api.js';
import { CATEGORY_IDS } from '../../activity/categories.js';
import { DASHBOARD_CATEGORY_KEYS } from './dashboard-api.js';
import { applicationDraftSchema } from '../forms/application-form.js';
import { APPLICATION_STATUSES } from '../lifecycle/application-status.js';
import {
  applicationIdSchema,
  applicationReferenceTextSchema,
  draftVersionSchema,
} from './draft-api.js';
import { moneySchema } from './money.js';

// One application as the details and edit pages read it (GET API_PATHS.applicationRetrieve?id=),
// and its removal (POST API_PATHS.applicationRemove). The form is held at the draft level: a
// draft may be incomplete, and a submitted form still parses as a draft.

export const retrieveApplicationQuerySchema = z.object({ id: applicationIdSchema });

const statusSchema = z.literal(APPLICATION_STATUSES);

/** One move of the status history (APP-50, APP-51): who moved it (by role), when and why. */
export const applicationHistoryEntrySchema = z.object({
  /** Null for the creation of the draft. */
  fromStatus: statusSchema.nullable(),
  toStatus: statusSchema,
  /** Who moved it (a supervisor's move reads as the officer's); never an officer's name (OFF-23). */
  by: z.literal(['applicant', 'payment', 'system', 'officer']),
  at: z.string().describe('ISO 8601'),
  /** What the applicant is told with the move: the officer's request, the reason of a rejection. */
  reason: z.string().optional(),
});

/** What the authority decided (OFF-23): the conditions and the period the permit is valid for. */
export const applicationApprovalSchema = z.object({
  conditions: z.string(),
  validFrom: z.string().describe('YYYY-MM-DD'),
  validTo: z.string().describe('YYYY-MM-DD'),
});

export const applicationRecordSchema = z.object({
  id: applicationIdSchema,
  /** Null while it is a draft. */
  reference: applicationReferenceTextSchema,
  categoryId: z.literal(CATEGORY_IDS),
  status: statusSchema,
  dashboardCategory: z.literal(DASHBOARD_CATEGORY_KEYS).optional(),
  version: draftVersionSchema,
  form: applicationDraftSchema,
  /** The form's location as a GeoJSON Feature (MAP-4, toGeoJson); absent while none is set. */
  locationGeoJson: locationFeatureSchema.optional(),
  /** What the Enquiry Tool's rules said of the answers when they were last submitted (APP-9). */
  eligibility: eligibilityResultSchema.optional(),
  /** Whether the applicant may edit, remove or withdraw it now (application-permissions.ts). */
  editable: z.boolean(),
  removable: z.boolean(),
  withdrawable: z.boolean(),
  amountDue: moneySchema.optional(),
  /** For a Corppass entity's applications: which member created it. */
  createdByName: z.string().optional(),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
  submittedAt: z.string().describe('ISO 8601').optional(),
  /** The supporting documents, oldest first (APP-43). */
  documents: z.array(profileDocumentSchema),
  /** The status history, oldest first. */
  history: z.array(applicationHistoryEntrySchema),
  /** In Need Your Action: what the officer last asked for (OFF-23). */
  officerMessage: z.string().optional(),
  /** When approved: the conditions and validity (OFF-23). */
  approval: applicationApprovalSchema.optional(),
  /** When rejected: the officer's reason (OFF-23). */
  rejectionReason: z.string().optional(),
});

/** Only a draft can be removed (APPLICATION_MESSAGES.notRemovable otherwise); the version guards it too. */
export const removeApplicationRequestSchema = z.object({
  id: applicationIdSchema,
  version: draftVersionSchema,
});

/** POST API_PATHS.applicationWithdraw (OFF-23): from the statuses the transition table allows. */
export const withdrawApplicationRequestSchema = z.object({
  id: applicationIdSchema,
  version: draftVersionSchema,
});

export type WithdrawApplicationRequest = z.infer<typeof withdrawApplicationRequestSchema>;
export type ApplicationApproval = z.infer<typeof applicationApprovalSchema>;
export type ApplicationHistoryEntry = z.infer<typeof applicationHistoryEntrySchema>;
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;
export type RemoveApplicationRequest = z.infer<typeof removeApplicationRequestSchema>;
