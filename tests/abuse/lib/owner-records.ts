import { API_PATHS } from '@aviation-permits/domain/http';
import {
  CATEGORY_API_PATHS,
  draftSavedResponseSchema,
  listDocumentsResponseSchema,
  submitApplicationResponseSchema,
} from '@aviation-permits/domain/application';
import { type CategoryId } from '@aviation-permits/domain/activity';
import { SHIP_CROSSING } from '@aviation-permits/domain/test-fixtures';
import { validForm } from './application-forms.js';
import type { Identity } from './identities.js';
import { expectStatus } from './sign-in.js';
import { MINIMAL_PDF } from '@aviation-permits/server/src/test-support/profile-test-client.js';

// Applicant A's records, which every other identity then reaches for (the access matrix): a
// submitted ship crossing with a supporting document, and a second draft whose remarks carry a
// marker no other record has. The markers are what must never appear in another's answer.

export interface OwnerRecords {
  /** The submitted application (pending payment: the ship crossing has a fee). */
  submittedId: string;
  submittedReference: string;
  documentId: string;
  draftId: string;
  draftVersion: number;
  /** Texts that are A's alone: the marker (in the remarks and the document's name), the reference, A's address, name and NRIC. */
  markers: string[];
}

const SHIP_CATEGORY: CategoryId = 3;

async function newDraft(owner: Identity, form: Record<string, unknown>) {
  const created = await owner.client.call('POST', API_PATHS.applicationDraft, { json: { form } });
  return draftSavedResponseSchema.parse(expectStatus('a new draft', created, 201).json());
}

export async function createOwnerRecords(owner: Identity, runId: string): Promise<OwnerRecords> {
  const marker = `abusemarker${runId}`;
  const documentName = `${marker}-site-plan.pdf`;
  const first = await newDraft(owner, { category: SHIP_CATEGORY });
  const upload = new FormData();
  upload.append('documents', new Blob([MINIMAL_PDF], { type: 'application/pdf' }), documentName);
  const uploaded = await owner.client.call(
    'POST',
    `${API_PATHS.documentUpload}?applicationId=${first.id}`,
    { form: upload },
  );
  const [document] = listDocumentsResponseSchema.parse(
    expectStatus('the document upload', uploaded, 200).json(),
  ).documents;
  if (!document) throw new Error('The upload answered no document');
  const submitted = await owner.client.call('POST', CATEGORY_API_PATHS[SHIP_CATEGORY].submit, {
    json: {
      id: first.id,
      version: first.version,
      form: validForm(SHIP_CATEGORY, document.id, `${marker} submitted`),
    },
  });
  const application = submitApplicationResponseSchema.parse(
    expectStatus('the submission', submitted, 200).json(),
  );
  const draft = await newDraft(owner, {
    category: SHIP_CATEGORY,
    venue: SHIP_CROSSING.venue,
    remarks: `${marker} draft`,
  });
  return {
    submittedId: application.id,
    submittedReference: application.reference,
    documentId: document.id,
    draftId: draft.id,
    draftVersion: draft.version,
    markers: [marker, application.reference, owner.email, owner.fullName, owner.nric].filter(
      (text): text is string => Boolean(text),
    ),
  };
}
