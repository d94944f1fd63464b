import {
  DOCUMENT_UPLOAD_FIELD,
  listDocumentsResponseSchema,
} from '@aviation-permits/domain/application';
import { API_PATHS } from '@aviation-permits/domain/http';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { applications } from '../db/schema/applications.js';
import { insertPayableApplication } from './payable-application.js';
import type { SignedInClient } from './signed-in-client.js';

// An application an officer reviews, with one document of the applicant's: placed in Need Your
// Action, the one status after submission in which the applicant may still upload, the PDF
// uploaded through the applicant's route, then moved to Processing as the applicant's response
// leaves it.

export async function processingApplicationWithDocument(
  db: Database,
  applicant: SignedInClient,
  file: { name: string; content: Buffer },
): Promise<{ id: string; documentId: string }> {
  const { id } = await insertPayableApplication(db, applicant.accountId, {
    status: 'NEED_YOUR_ACTION',
  });
  const form = new FormData();
  form.append(
    DOCUMENT_UPLOAD_FIELD,
    new Blob([file.content], { type: 'application/pdf' }),
    file.name,
  );
  const uploaded = await applicant.request({
    method: 'POST',
    url: `${API_PATHS.documentUpload}?applicationId=${id}`,
    form,
  });
  if (uploaded.statusCode !== 200) throw new Error(`Document not uploaded: ${uploaded.body}`);
  const [document] = listDocumentsResponseSchema.parse(uploaded.json()).documents;
  if (document === undefined) throw new Error('The upload listed no document');
  await db.update(applications).set({ status: 'PROCESSING' }).where(eq(applications.id, id));
  return { id, documentId: document.id };
}
