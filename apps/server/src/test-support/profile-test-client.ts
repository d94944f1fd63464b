import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AccountStatus } from '@aviation-permits/domain/account';
import type { ProfileInput } from '@aviation-permits/domain/profile';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { accounts } from '../db/schema/accounts.js';
import { signIn, type SignedInClient } from './signed-in-client.js';
import type { TestAppHandle, TestAppWithFiles } from './test-app.js';
import { ONE_PIXEL_PNG } from './image-files.js';

// Test support of the profile routes: new registrants signed in with an e-mail code, the
// registration form as the browser sends it, and what a registration leaves behind.

/**
 * The smallest files the portal takes as a PDF (by its first bytes) and as a PNG (by its first
 * bytes and a header that reads, SEC-30: a real 1 × 1 image).
 */
export const MINIMAL_PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n');
export const MINIMAL_PNG = ONE_PIXEL_PNG;

let registrants = 0;

/** A new registrant (PENDING_REGISTRATION) signed in with an e-mail code at an address of its own. */
export async function newRegistrant(
  server: TestAppHandle,
): Promise<{ client: SignedInClient; email: string }> {
  const email = `registrant-${++registrants}@example.com`;
  return { client: await signIn(server.app, server.db, { email }), email };
}

export interface Upload {
  name: string;
  type: string;
  content: Buffer;
}

/** The registration submission: the profile as JSON and the supporting documents. */
export function profileSubmission(profile: unknown, uploads: readonly Upload[] = []): FormData {
  const form = new FormData();
  form.append('profile', JSON.stringify(profile));
  for (const upload of uploads) {
    form.append('documents', new Blob([upload.content], { type: upload.type }), upload.name);
  }
  return form;
}

export async function accountStatusOf(
  db: Database,
  accountId: string,
): Promise<AccountStatus | undefined> {
  const [row] = await db
    .select({ status: accounts.status })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.status;
}

/** The files kept for the account's profile documents. */
export function storedProfileFiles(server: TestAppWithFiles, accountId: string): Promise<string[]> {
  return readdir(path.join(server.dataDir, 'files', 'profiles', accountId)).catch(() => []);
}

/** A profile that passes every rule: a local applicant with the fewest fields filled. */
export const COMPLETE_PROFILE: ProfileInput = {
  salutation: 'Mdm',
  name: 'Lim Mei Ling',
  email: 'mei.ling@example.com',
  username: 'meiling',
  dateOfBirth: '1985-06-15',
  citizenship: 'SG',
  idType: 'NRIC/FIN',
  idNumber: 'S1234567D',
  mobileNumber: '91234567',
  primaryContactMode: 'Mobile',
  designation: 'Director',
  addressType: 'Local',
  postalCode: '018956',
  blockHouseNo: '10',
  streetName: 'BAYFRONT AVENUE',
  mailingSameAsAddress: true,
  premisesType: 'Office',
};
