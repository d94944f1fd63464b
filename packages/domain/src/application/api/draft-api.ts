import { z } from 'zod';
import { ERROR_CODES } from '../../http/error-codes.js';
import { APPLICATION_MESSAGES } from '../../messages/application-messages.js';
import { applicationDraftSchema } from '../forms/application-form.js';

// Drafts (APP-45, APP-47): POST API_PATHS.applicationDraft creates one, PUT saves it. Every save names the
// version it was based on; the server stores it only if that is still the latest, and otherwise
// answers 409 with STALE_DRAFT_ERROR, so two windows never overwrite each other unseen.

export const applicationIdSchema = z.uuid({ error: 'Application is invalid' });

/** Starts at 1 on creation and grows by 1 with every save. */
export const draftVersionSchema = z.number({ error: 'Version is invalid' }).int().positive();

export const createDraftRequestSchema = z.object({ form: applicationDraftSchema });

export const saveDraftRequestSchema = z.object({
  id: applicationIdSchema,
  version: draftVersionSchema,
  form: applicationDraftSchema,
});

/** An application's reference: assigned at submission (APP-49), so null while it is a draft. */
export const applicationReferenceTextSchema = z.string().nullable();

/** The answer to both: the draft's id and reference, and the version the next save names. */
export const draftSavedResponseSchema = z.object({
  id: applicationIdSchema,
  reference: applicationReferenceTextSchema,
  version: draftVersionSchema,
  updatedAt: z.string().describe('ISO 8601'),
});

/** The error envelope of a save based on a stale version. */
export const STALE_DRAFT_ERROR = {
  status: 409,
  errorCodes: ERROR_CODES.conflict,
  detail: APPLICATION_MESSAGES.staleDraft,
} as const;

export type CreateDraftRequest = z.infer<typeof createDraftRequestSchema>;
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;
export type DraftSavedResponse = z.infer<typeof draftSavedResponseSchema>;
