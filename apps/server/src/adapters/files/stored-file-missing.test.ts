import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { API_PATHS, ERROR_CODES } from '@aviation-permits/domain/http';
import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import { OFFICER_API_PATHS, officerAccountReviewSchema } from '@aviation-permits/domain/officer';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { officerAudit } from '../../db/schema/officers.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import { addOfficer, signInNewOfficer } from '../../test-support/officer-browser.js';
import {
  COMPLETE_PROFILE,
  MINIMAL_PDF,
  profileSubmission,
} from '../../test-support/profile-test-client.js';
import { processingApplicationWithDocument } from '../../test-support/reviewed-application.js';
import { signIn } from '../../test-support/signed-in-client.js';
import { startTestApp } from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';
import { OFFICER_STORED_FILE_MISSING } from './document-file.js';

// OPS-71: a document whose row exists but whose file is gone from the store (removed behind the
// portal's back) answers its reader a 404 that says the file could not be found, writes one log
// line at error level (`stored-file-missing`, the row's kind and id, the key, the request id, never
// the file's name or the person) and counts in portal_stored_files_missing_total{kind}: the
// applicant's download, the officer's of an application's document and of an account's. Another
// applicant's document still answers exactly as an unknown one, and reports nothing (APP-55).
// On PGlite, and on PostgreSQL with DATABASE_URL.

/** A file name that carries a person, as uploaders' names often do: never in a log line. */
const FILE_NAME = 'Tan Ah Kow NRIC S1234567D.pdf';
const METRIC = 'portal_stored_files_missing_total';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  event?: string;
  kind?: string;
  rowId?: string;
  storageKey?: string;
}
/** pino's number for the error level. */
const ERROR_LEVEL = 50;

const lines: LogLine[] = [];
const raw: string[] = [];

/** Real time: altcha-lib checks challenge expiry against the system clock too. */
const clock = new Date();
const dataDir = await mkdtemp(path.join(tmpdir(), 'stored-file-missing-'));
const server = await startTestApp({
  config: testConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }),
  humanCheck: CHEAP_HUMAN_CHECK,
  now: () => clock,
  logStream: new Writable({
    write(chunk: Buffer, _encoding, done) {
      const text = chunk.toString('utf8');
      raw.push(text);
      lines.push(JSON.parse(text) as LogLine);
      done();
    },
  }),
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});
const { db } = server;

const applicant = await signInApplicant(server.app, db, 'lost.files.applicant@example.com');
const stranger = await signInApplicant(server.app, db, 'lost.files.stranger@example.com');
const officerId = await addOfficer(db, 'lost.files@caa.example', 'officer', 'Keeper');
const { browser: officer } = await signInNewOfficer(server.app, 'lost.files@caa.example', clock);

/** Removes every file of a folder behind the portal's back (its rows stay). */
function loseFiles(folder: string): Promise<void> {
  return rm(path.join(dataDir, 'files', folder), { recursive: true, force: true });
}

/** An application in Processing with one document the applicant uploaded, its file then lost. */
async function applicationWithLostDocument() {
  const application = await processingApplicationWithDocument(db, applicant, {
    name: FILE_NAME,
    content: MINIMAL_PDF,
  });
  await loseFiles(`applications/${application.id}`);
  return application;
}

function applicantDownload(client: typeof applicant, applicationId: string, documentId: string) {
  return client.request({
    method: 'GET',
    url: `${API_PATHS.documentRetrieve}?applicationId=${applicationId}&documentId=${documentId}`,
  });
}

/** The counter's value for one kind, as /metrics shows it. */
async function missingCount(kind: string): Promise<number> {
  const scraped = await server.app.inject({ method: 'GET', url: '/metrics' });
  expect(scraped.statusCode).toBe(200);
  const series = `${METRIC}{kind="${kind}"} `;
  const line = scraped.body.split('\n').find((candidate) => candidate.startsWith(series));
  expect(line, `${series} on /metrics`).toBeDefined();
  return Number(line?.slice(series.length));
}

function incidentsFor(rowId: string): LogLine[] {
  return lines.filter((line) => line.event === 'stored-file-missing' && line.rowId === rowId);
}

function requestIdOf(response: { headers: Record<string, unknown> }): string {
  return String(response.headers['x-request-id']);
}

describe('a document whose stored file is gone (OPS-71)', () => {
  it('starts every kind of the counter at 0, so an alert sees the first', async () => {
    const scraped = (await server.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(scraped).toContain(`# TYPE ${METRIC} counter`);
    expect(scraped).toMatch(new RegExp(`^${METRIC}\\{kind="application-document"\\} \\d+$`, 'm'));
    expect(scraped).toMatch(new RegExp(`^${METRIC}\\{kind="account-document"\\} \\d+$`, 'm'));
  });

  it('answers the applicant a 404 that says so, logs it at error level and counts it', async () => {
    const { id, documentId } = await applicationWithLostDocument();
    const before = await missingCount('application-document');

    const response = await applicantDownload(applicant, id, documentId);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      errorCodes: ERROR_CODES.notFound,
      detail: FILE_MESSAGES.storedFileMissing,
    });
    expect(await missingCount('application-document')).toBe(before + 1);
    const [incident, ...more] = incidentsFor(documentId);
    expect(more).toEqual([]);
    expect(incident).toMatchObject({
      level: ERROR_LEVEL,
      kind: 'application-document',
      reqId: requestIdOf(response),
      storageKey: expect.stringMatching(new RegExp(`^applications/${id}/[0-9a-f-]{36}$`)),
    });
    // No line of the request names the file (nor the NRIC its name carries).
    const ofRequest = raw.filter((text) => text.includes(requestIdOf(response)));
    expect(ofRequest.length).toBeGreaterThan(1);
    for (const text of ofRequest) {
      expect(text).not.toContain('Tan Ah Kow');
      expect(text).not.toContain('S1234567D');
    }
  });

  it('answers another applicant exactly as an unknown document, and reports nothing (APP-55)', async () => {
    const { id, documentId } = await applicationWithLostDocument();
    const before = await missingCount('application-document');
    const unknown = '00000000-0000-4000-8000-000000000000';

    const strangers = await applicantDownload(stranger, id, documentId);
    const unknowns = await applicantDownload(stranger, unknown, documentId);

    expect(strangers.statusCode).toBe(404);
    expect(strangers.json()).toEqual(unknowns.json());
    expect(strangers.json()).toMatchObject({ detail: 'The application does not exist.' });
    expect(await missingCount('application-document')).toBe(before);
    expect(incidentsFor(documentId)).toEqual([]);
  });

  it("answers the officer's download of an application's document a 404 that says so, unaudited", async () => {
    const { id, documentId } = await applicationWithLostDocument();
    const before = await missingCount('application-document');

    const response = await officer.call(
      'GET',
      OFFICER_API_PATHS.applicationDocument(id, documentId),
    );

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      errorCodes: ERROR_CODES.notFound,
      detail: OFFICER_STORED_FILE_MISSING,
    });
    expect(await missingCount('application-document')).toBe(before + 1);
    expect(incidentsFor(documentId)).toMatchObject([
      { level: ERROR_LEVEL, kind: 'application-document', reqId: requestIdOf(response) },
    ]);
    // No file went out, so no download is audited (OFF-41).
    const audit = await db
      .select({ action: officerAudit.action })
      .from(officerAudit)
      .where(and(eq(officerAudit.actor, officerId), eq(officerAudit.subjectId, id)));
    expect(audit).toEqual([]);
  });

  it("answers the officer's download of an account's document a 404 that says so", async () => {
    const email = 'lost.files.account@example.com';
    const client = await signIn(server.app, db, { email });
    const submitted = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: profileSubmission({ ...COMPLETE_PROFILE, email }, [
        { name: FILE_NAME, type: 'application/pdf', content: MINIMAL_PDF },
      ]),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const review = officerAccountReviewSchema.parse(
      (await officer.call('GET', OFFICER_API_PATHS.account(client.accountId))).json(),
    );
    const documentId = review.documents[0]?.id ?? '';
    await loseFiles(`profiles/${client.accountId}`);
    const before = await missingCount('account-document');

    const response = await officer.call(
      'GET',
      OFFICER_API_PATHS.accountDocument(client.accountId, documentId),
    );

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, detail: OFFICER_STORED_FILE_MISSING });
    expect(await missingCount('account-document')).toBe(before + 1);
    const [incident] = incidentsFor(documentId);
    expect(incident).toMatchObject({
      level: ERROR_LEVEL,
      kind: 'account-document',
      reqId: requestIdOf(response),
      storageKey: expect.stringMatching(new RegExp(`^profiles/${client.accountId}/[0-9a-f-]{36}$`)),
    });
    for (const text of raw.filter((line) => line.includes(requestIdOf(response)))) {
      expect(text).not.toContain('Tan Ah Kow');
      expect(text).not.toContain(email);
      expect(text).not.toContain(COMPLETE_PROFILE.name);
    }
  });
});
