import { ERROR_CODES } from '@aviation-permits/domain/http';
import { OFFICER_API_PATHS, officerApplicationQueueSchema } from '@aviation-permits/domain/officer';
import { type ApplicationStatus } from '@aviation-permits/domain/application';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import { addOfficer, signInNewOfficer } from '../../test-support/officer-browser.js';
import { insertPayableApplication } from '../../test-support/payable-application.js';
import { startTestApp } from '../../test-support/test-app.js';

// The officers' queues (OFF-18): the counts of every queue, oldest submission first with the age
// in days, search and filters, keyset pages with a cursor refused when forged, and who holds what.

/** Real time: altcha-lib checks challenge expiry against the system clock too. */
const clock = new Date();
const server = await startTestApp({ humanCheck: CHEAP_HUMAN_CHECK, now: () => clock });
afterAll(() => server.close());
const { db } = server;

const alice = await signInApplicant(server.app, db, 'alice.queue@example.com', {
  fullName: 'Alice Lim',
});
const bob = await signInApplicant(server.app, db, 'bob.queue@example.com', { fullName: 'Bob Ng' });
const officerId = await addOfficer(db, 'queue.officer@caa.example', 'officer', 'Queue Officer');
const { browser: officer } = await signInNewOfficer(server.app, 'queue.officer@caa.example', clock);

const DAY = 86_400_000;

async function placed(
  owner: typeof alice,
  status: ApplicationStatus,
  daysAgo: number,
  venue = 'West Coast Park',
) {
  const { id, reference } = await insertPayableApplication(db, owner.accountId, { status });
  await db
    .update(applications)
    .set({ submittedAt: new Date(clock.getTime() - daysAgo * DAY), venue })
    .where(eq(applications.id, id));
  return { id, reference };
}

const newest = await placed(alice, 'PROCESSING', 1, 'Marina Barrage');
const oldest = await placed(bob, 'PROCESSING', 9);
const middle = await placed(alice, 'PROCESSING', 4);
await placed(alice, 'NEED_YOUR_ACTION', 2);
await placed(bob, 'APPROVED', 20);
await placed(bob, 'EXPIRED', 30);

async function queue(query: string) {
  const response = await officer.call('GET', `${OFFICER_API_PATHS.applications}?${query}`);
  expect(response.statusCode).toBe(200);
  return officerApplicationQueueSchema.parse(response.json());
}

describe('the queues (OFF-18)', () => {
  it('counts every queue and lists Processing oldest first with the age and the applicant', async () => {
    const page = await queue('queue=processing');
    expect(page.counts).toEqual({
      processing: 3,
      'need-your-action': 1,
      decided: 1,
      'decided-automatically': 0,
      closed: 1,
    });
    expect(page.rows.map((row) => row.id)).toEqual([oldest.id, middle.id, newest.id]);
    expect(page.rows[0]).toMatchObject({
      applicantName: 'Bob Ng',
      applicantEmail: 'bob.queue@example.com',
      ageDays: 9,
      assignment: null,
    });
  });

  it('pages by cursor without repeating a row, and refuses a forged cursor with 400', async () => {
    const first = await queue('queue=processing&pageSize=2');
    expect(first.rows.map((row) => row.id)).toEqual([oldest.id, middle.id]);
    const second = await queue(
      `queue=processing&pageSize=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    expect(second.rows.map((row) => row.id)).toEqual([newest.id]);
    expect(second.nextCursor).toBeNull();

    const otherQueue = await officer.call(
      'GET',
      `${OFFICER_API_PATHS.applications}?queue=decided&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    expect(otherQueue.statusCode).toBe(400);
    const forged = Buffer.from(
      JSON.stringify({ list: 'processing', at: 'infinity', id: oldest.id }),
    ).toString('base64url');
    const refused = await officer.call(
      'GET',
      `${OFFICER_API_PATHS.applications}?queue=processing&cursor=${forged}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCodes: ERROR_CODES.validation });
  });

  it('searches by reference, applicant and venue, and filters by submission date, category and activity type', async () => {
    const ids = async (query: string) =>
      (await queue(`queue=processing&${query}`)).rows.map((row) => row.id);
    expect(await ids(`search=${oldest.reference}`)).toEqual([oldest.id]);
    expect(await ids('search=alice')).toEqual([middle.id, newest.id]);
    expect(await ids('search=marina')).toEqual([newest.id]);
    expect(await ids('search=100%25')).toEqual([]);
    const day = (daysAgo: number) =>
      new Date(clock.getTime() - daysAgo * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(await ids(`submittedFrom=${day(5)}&submittedTo=${day(2)}`)).toEqual([middle.id]);
    expect(await ids('categoryId=4&activityType=KITE')).toEqual([oldest.id, middle.id, newest.id]);
    expect(await ids('activityType=LASERS')).toEqual([]);
    expect(await ids('categoryId=2')).toEqual([]);
  });

  it('shows who holds an application', async () => {
    await officer.call('POST', OFFICER_API_PATHS.applicationDecision(middle.id), {
      action: 'assign',
      version: 1,
    });
    const page = await queue('queue=processing');
    expect(page.rows.find((row) => row.id === middle.id)?.assignment).toMatchObject({
      officerId,
      displayName: 'Queue Officer',
    });
  });
});

describe('a search finds the start of any word (OFF-51)', () => {
  it('finds "Tan" in "Alice Tan" and "Tan Wei Ming", and a venue by a word of it', async () => {
    const aliceTan = await signInApplicant(server.app, db, 'alice.tan@example.com', {
      fullName: 'Alice Tan',
    });
    const tanWeiMing = await signInApplicant(server.app, db, 'wei.ming@example.com', {
      fullName: 'Tan Wei Ming',
    });
    const older = await placed(aliceTan, 'APPROVED', 6, 'Jurong Lake Gardens');
    const newer = await placed(tanWeiMing, 'APPROVED', 5);
    const ids = async (search: string) =>
      (await queue(`queue=decided&search=${search}`)).rows.map((row) => row.id);
    expect(await ids('Tan')).toEqual([older.id, newer.id]);
    expect(await ids('wei')).toEqual([newer.id]);
    expect(await ids('lake')).toEqual([older.id]);
  });
});
