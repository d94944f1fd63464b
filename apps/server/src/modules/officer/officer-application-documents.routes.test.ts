import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  OFFICER_API_PATHS,
  activeOfficersSchema,
  officerApplicationReviewSchema,
} from '@aviation-permits/domain/officer';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications.js';
import { officerAudit, officers } from '../../db/schema/officers.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import { addOfficer, signInNewOfficer } from '../../test-support/officer-browser.js';
import { insertPayableApplication } from '../../test-support/payable-application.js';
import { processingApplicationWithDocument } from '../../test-support/reviewed-application.js';
import { startTestApp } from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';

// What an officer reads of an application beside its decisions: its documents, downloaded as the
// applicant's are (OFF-40); every review opened and document downloaded, audited (OFF-41); who may
// release it (OFF-42) and whom a supervisor may reassign it to (OFF-43).

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n');

/** Real time: altcha-lib checks challenge expiry against the system clock too. */
const clock = new Date();
const dataDir = await mkdtemp(path.join(tmpdir(), 'officer-application-documents-'));
const server = await startTestApp({
  config: testConfig({ DATA_DIR: dataDir }),
  humanCheck: CHEAP_HUMAN_CHECK,
  now: () => clock,
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});
const { db } = server;

const applicant = await signInApplicant(server.app, db, 'documents.applicant@example.com');
const officerId = await addOfficer(db, 'reader@caa.example', 'officer', 'Reader');
const { browser: officer } = await signInNewOfficer(server.app, 'reader@caa.example', clock);
const holderId = await addOfficer(db, 'holder@caa.example', 'officer', 'Holder');
const { browser: holder } = await signInNewOfficer(server.app, 'holder@caa.example', clock);
await addOfficer(db, 'chief.reader@caa.example', 'supervisor', 'Chief');
const { browser: supervisor } = await signInNewOfficer(
  server.app,
  'chief.reader@caa.example',
  clock,
);

/** A submitted application with one document the applicant uploaded (while it was editable). */
function applicationWithDocument(name: string) {
  return processingApplicationWithDocument(db, applicant, { name, content: PDF });
}

async function auditOf(id: string) {
  return db
    .select()
    .from(officerAudit)
    .where(and(eq(officerAudit.subjectType, 'application'), eq(officerAudit.subjectId, id)));
}

describe("an application's documents for the officer (OFF-40, OFF-41)", () => {
  it('downloads with the stored name and type, never cached, each download audited', async () => {
    const { id, documentId } = await applicationWithDocument('site plan.pdf');

    const review = await officer.call('GET', OFFICER_API_PATHS.application(id));
    expect(officerApplicationReviewSchema.parse(review.json()).documents).toMatchObject([
      { id: documentId, name: 'site plan.pdf' },
    ]);
    const download = await officer.call(
      'GET',
      OFFICER_API_PATHS.applicationDocument(id, documentId),
    );

    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['content-disposition']).toContain('site plan.pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const audit = await auditOf(id);
    expect(audit.map((row) => [row.actor, row.action, row.message])).toEqual([
      [officerId, 'application.read', expect.stringMatching(/^AA-/)],
      [officerId, 'application.document-download', `document ${documentId}`],
    ]);
    expect(audit[1]).toMatchObject({ requestId: expect.stringMatching(/\S/) });
  });

  it("answers 404, unaudited, for another application's document, an unknown one or a draft's", async () => {
    const first = await applicationWithDocument('first.pdf');
    const second = await applicationWithDocument('second.pdf');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const download = (id: string, documentId: string) =>
      officer.call('GET', OFFICER_API_PATHS.applicationDocument(id, documentId));

    expect((await download(first.id, second.documentId)).statusCode).toBe(404);
    expect((await download(first.id, unknown)).statusCode).toBe(404);
    expect((await download(unknown, first.documentId)).statusCode).toBe(404);
    await db.update(applications).set({ status: 'DRAFT' }).where(eq(applications.id, first.id));
    expect((await download(first.id, first.documentId)).statusCode).toBe(404);
    expect((await download(first.id, 'not-an-id')).statusCode).toBe(400);

    const rows = await db
      .select()
      .from(officerAudit)
      .where(inArray(officerAudit.subjectId, [first.id, second.id, unknown]));
    expect(rows).toEqual([]);
  });
});

describe('who may release and whom to reassign to (OFF-42, OFF-43)', () => {
  it("lets the holder or a supervisor release, another officer's release is 409", async () => {
    const { id } = await insertPayableApplication(db, applicant.accountId, {
      status: 'PROCESSING',
    });
    const decide = (browser: typeof officer, action: 'assign' | 'release', version: number) =>
      browser.call('POST', OFFICER_API_PATHS.applicationDecision(id), { action, version });

    expect((await decide(holder, 'assign', 1)).statusCode).toBe(200);
    expect((await decide(officer, 'release', 2)).statusCode).toBe(409);
    const released = await decide(supervisor, 'release', 2);
    expect(released.statusCode).toBe(200);
    expect(officerApplicationReviewSchema.parse(released.json()).assignment).toBeNull();
    expect((await auditOf(id)).map((row) => row.action)).toEqual([
      'application.assign',
      'application.release',
    ]);
  });

  it('lists the active officers by name to a supervisor, and refuses an officer', async () => {
    const disabledId = await addOfficer(db, 'gone@caa.example', 'officer', 'Gone');
    await db.update(officers).set({ status: 'disabled' }).where(eq(officers.id, disabledId));

    const response = await supervisor.call('GET', OFFICER_API_PATHS.officers);
    expect(response.statusCode).toBe(200);
    const listed = activeOfficersSchema.parse(response.json()).officers;
    expect(listed.map((one) => one.displayName)).toEqual(['Chief', 'Holder', 'Reader']);
    expect(listed.find((one) => one.id === holderId)).toEqual({
      id: holderId,
      displayName: 'Holder',
      role: 'officer',
    });
    expect((await officer.call('GET', OFFICER_API_PATHS.officers)).statusCode).toBe(403);
  });
});
