import { API_PATHS } from '@aviation-permits/domain/http';
import {
  CATEGORY_API_PATHS,
  draftSavedResponseSchema,
  type DraftSavedResponse,
} from '@aviation-permits/domain/application';
import { type CategoryId } from '@aviation-permits/domain/activity';
import type { Database } from '../db/database.js';
import { signIn, type SignedInClient } from './signed-in-client.js';
import type { TestApp } from './test-app.js';

// Test support of the application routes: an applicant whose account an officer has approved
// (ACTIVE, as `npm run accounts -- approve` leaves it), signed in by e-mail or, for an entity's
// member, by Corppass with the entity's UEN; and the drafts every application suite starts from.

export interface ApplicantOptions {
  /** Sign in through Corppass for this entity (UEN) instead of with an e-mail code. */
  uen?: string;
  fullName?: string;
  /** Leave the account in its first status (PENDING_REGISTRATION) instead of approving it. */
  notApproved?: boolean;
  /** The session's start; the app's clock when tests move it. */
  at?: Date;
}

export function signInApplicant(
  app: TestApp,
  db: Database,
  email: string,
  { uen, fullName, notApproved, at }: ApplicantOptions = {},
): Promise<SignedInClient> {
  return signIn(app, db, uen === undefined ? { email } : { uen, email }, {
    fullName: fullName ?? email.split('@')[0] ?? '',
    approved: !notApproved,
    at,
  });
}

/** A new draft of the client's (APP-45): 201 with its id and version 1. */
export async function createDraft(
  client: SignedInClient,
  form: object,
): Promise<DraftSavedResponse> {
  const response = await client.request({
    method: 'POST',
    url: API_PATHS.applicationDraft,
    json: { form },
  });
  if (response.statusCode !== 201) throw new Error(`Draft not created: ${response.body}`);
  return draftSavedResponseSchema.parse(response.json());
}

/** A new draft of the category, submitted at once with this form. */
export async function submitNewDraft(client: SignedInClient, category: CategoryId, form: object) {
  const draft = await createDraft(client, { category });
  const response = await client.request({
    method: 'POST',
    url: CATEGORY_API_PATHS[category].submit,
    json: { id: draft.id, version: 1, form },
  });
  return { draft, response };
}
