import { z } from 'zod';
import { FILE_MESSAGES } from '../../messages/file-messages.js';
import { profileDocumentSchema } from '../../profile/profile-api.js';
import { documentIdSchema } from '../forms/common-fields.js';
import { applicationIdSchema } from './draft-api.js';

// An application's supporting documents (APP-43: document/upload, document/list,
// document/retrieve, document/remove). A stored document looks the same as a profile's, so it is
// the same schema.

/** The multipart field of POST API_PATHS.documentUpload: one part per file, 1 to 5 of them. */
export const DOCUMENT_UPLOAD_FIELD = 'documents';

/** GET API_PATHS.documentList?applicationId= (and the query of POST API_PATHS.documentUpload). */
export const listDocumentsQuerySchema = z.object({ applicationId: applicationIdSchema });

/** The application's documents after the call, oldest first (list and upload answer the same). */
export const listDocumentsResponseSchema = z.object({ documents: z.array(profileDocumentSchema) });

/** GET API_PATHS.documentRetrieve?applicationId=&documentId= answers the file itself. */
export const retrieveDocumentQuerySchema = z.object({
  applicationId: applicationIdSchema,
  documentId: documentIdSchema,
});

/**
 * POST API_PATHS.documentRemove; a document of an application that is not editable stays. Asking
 * to remove no document at all answers "Empty file cannot be removed." (APP-43).
 */
export const removeDocumentRequestSchema = z.object({
  applicationId: applicationIdSchema,
  documentId: z
    .unknown()
    .superRefine((value, context) => {
      if (value === undefined || value === null || value === '') {
        context.addIssue({ code: 'custom', message: FILE_MESSAGES.emptyFileRemoval });
      }
    })
    .pipe(documentIdSchema),
});

export type ApplicationDocument = z.infer<typeof profileDocumentSchema>;
export type ListDocumentsResponse = z.infer<typeof listDocumentsResponseSchema>;
export type RemoveDocumentRequest = z.infer<typeof removeDocumentRequestSchema>;
