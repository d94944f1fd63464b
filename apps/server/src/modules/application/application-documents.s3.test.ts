import { randomUUID } from 'node:crypto';
import { API_PATHS, ERROR_CODES } from '@aviation-permits/domain/http';
import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import {
  DOCUMENT_UPLOAD_FIELD,
  listDocumentsResponseSchema,
} from '@aviation-permits/domain/application';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, signInApplicant } from '../../test-support/application-test-client.js';
import type { DatabaseConnection } from '../../db/database.js';
import { startS3Emulator, type S3Emulator } from '../../test-support/s3-emulator.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import { startTestAppOn, type TestApp } from '../../test-support/test-app.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { testConfig } from '../../test-support/test-config.js';

// OPS-47, OPS-49, OPS-50, OPS-68: application documents on an S3-compatible store (s3rver) shared
// by two instances of the portal on one database: uploaded through one and downloaded (streamed)
// through the other byte for byte with their headers, visible only with their row, removed with
// it, a 404 that says the file could not be found when the object is gone (OPS-71), counted on
// /metrics, and an orphan swept at start.

const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\n', 'latin1');

let store: S3Emulator;
let database: DatabaseConnection;
let first: TestApp;
let second: TestApp;
let applicant: SignedInClient;
let applicantOnSecond: SignedInClient;

function startInstance(): Promise<TestApp> {
  return startTestAppOn(database.db, { config: testConfig(store.environment) });
}

beforeAll(async () => {
  store = await startS3Emulator();
  database = await openTestDatabase();
  first = await startInstance();
  second = await startInstance();
  applicant = await signInApplicant(first, database.db, 's3.documents@example.com');
  // The same account signed in through the other instance, as a load balancer may send it there.
  applicantOnSecond = await signInApplicant(second, database.db, 's3.documents@example.com');
});
afterAll(async () => {
  await first.close();
  await second.close();
  await database.close();
  await store.close();
});

function upload(client: SignedInClient, applicationId: string, name: string) {
  const form = new FormData();
  form.append(DOCUMENT_UPLOAD_FIELD, new Blob([PDF], { type: 'application/pdf' }), name);
  return client.request({
    method: 'POST',
    url: `${API_PATHS.documentUpload}?applicationId=${applicationId}`,
    form,
  });
}

function download(client: SignedInClient, applicationId: string, documentId: string) {
  return client.request({
    method: 'GET',
    url: `${API_PATHS.documentRetrieve}?applicationId=${applicationId}&documentId=${documentId}`,
  });
}

/** portal_stored_files_missing_total of application documents on the second instance. */
async function missingOnSecond(): Promise<number> {
  const { body } = await second.inject({ method: 'GET', url: '/metrics' });
  const series = 'portal_stored_files_missing_total{kind="application-document"} ';
  const line = body.split('\n').find((candidate) => candidate.startsWith(series));
  return Number(line?.slice(series.length));
}

async function uploadOne(applicationId: string): Promise<string> {
  const uploaded = await upload(applicant, applicationId, 'site plan.pdf');
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const [document] = listDocumentsResponseSchema.parse(uploaded.json()).documents;
  return document?.id ?? '';
}

describe('application documents on an S3-compatible store', () => {
  it('uploads through one instance and downloads the same bytes through the other', async () => {
    const { id } = await createDraft(applicant, { category: 3 });

    const documentId = await uploadOne(id);
    const downloaded = await download(applicantOnSecond, id, documentId);

    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload).toEqual(PDF);
    expect(downloaded.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'content-disposition': expect.stringContaining('site plan.pdf'),
      'cache-control': 'private, no-store',
    });
    expect(await store.keys(`applications/${id}/`)).toEqual([
      expect.stringMatching(/^applications\/[0-9a-f-]+\/[0-9a-f-]{36}$/),
    ]);
  });

  it('answers a 404 that says so, and counts it, for a document whose object is gone (OPS-71)', async () => {
    const { id } = await createDraft(applicant, { category: 3 });
    const documentId = await uploadOne(id);
    const [key] = await store.keys(`applications/${id}/`);
    await store.remove(key ?? '');

    const before = await missingOnSecond();
    const downloaded = await download(applicantOnSecond, id, documentId);

    expect(downloaded.statusCode).toBe(404);
    expect(downloaded.json()).toEqual({
      status: 404,
      errorCodes: ERROR_CODES.notFound,
      detail: FILE_MESSAGES.storedFileMissing,
    });
    expect(await missingOnSecond()).toBe(before + 1);
  });

  it('leaves no object when the transaction inserting the row fails', async () => {
    const { id } = await createDraft(applicant, { category: 3 });
    await uploadOne(id);
    const before = await store.keys(`applications/${id}/`);
    expect(before).toHaveLength(1);
    // The row's insert fails inside the transaction, after the file has been staged.
    await database.db.execute(
      sql`alter table application_documents add constraint refuse_for_test check (original_name <> 'refused.pdf') not valid`,
    );
    try {
      const refused = await upload(applicant, id, 'refused.pdf');
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await database.db.execute(
        sql`alter table application_documents drop constraint refuse_for_test`,
      );
    }

    expect(await store.keys(`applications/${id}/`)).toEqual(before);
  });

  it('removes the object with its row, through the other instance', async () => {
    const { id } = await createDraft(applicant, { category: 3 });
    const documentId = await uploadOne(id);
    expect(await store.keys(`applications/${id}/`)).toHaveLength(1);

    const removed = await applicantOnSecond.request({
      method: 'POST',
      url: API_PATHS.documentRemove,
      json: { applicationId: id, documentId },
    });

    expect(removed.statusCode, removed.body).toBe(204);
    expect(await store.keys(`applications/${id}/`)).toEqual([]);
  });

  it('housekeeping removes an object no row references and keeps the documents', async () => {
    const { id } = await createDraft(applicant, { category: 3 });
    await uploadOne(id);
    const kept = await store.keys(`applications/${id}/`);
    const orphan = `applications/${id}/${randomUUID()}`;
    await store.put(orphan, 'left by a crash');

    // Every instance sweeps as it starts, before its first request (docs/files.md).
    const third = await startInstance();
    await third.close();

    expect(await store.keys(`applications/${id}/`)).toEqual(kept);
  });
});
