// PERF-12: the officer console's queues (OFF-18, OFF-50 to OFF-52) with 1,000,000 applications in
// PostgreSQL: each application queue's first page and a deep keyset page (the page after half the
// queue), the accounts to review likewise, a search by reference and by applicant name, a
// filtered page, at 50 connections through the portal; then each call timed one after another
// over HTTP (one officer's wait, without the queue 50 connections make on two cores), the counts
// timed in process and every call explained as the server runs it. It reuses applications-at-scale's seed (seeding it
// when missing; a quarter of its approvals are the portal's own, OFF-58) and adds 10,000 accounts
// to review and a signed-in officer. Needs DATABASE_URL naming a database of the bench's own.
import {
  OFFICER_API_PATHS,
  OFFICER_APPLICATION_QUEUES,
  officerAccountQueueQuerySchema,
  officerApplicationQueueQuerySchema,
  type OfficerApplicationQueue,
} from '@aviation-permits/domain/officer';
import { singaporeCalendarDate } from '@aviation-permits/domain/validation';
import { and, asc, isNotNull, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import {
  applications,
  inOfficerQueue,
} from '@aviation-permits/server/src/db/schema/applications.js';
import { createAccountQueue } from '@aviation-permits/server/src/modules/account/account-queue.js';
import { createAccountQueueRepository } from '@aviation-permits/server/src/modules/account/account-queue.repository.js';
import { createOfficerQueueRepository } from '@aviation-permits/server/src/modules/application/officer-queue.repository.js';
import { createOfficerQueueService } from '@aviation-permits/server/src/modules/application/officer-queue.service.js';
import { encodeSubmissionCursor } from '@aviation-permits/server/src/http/submission-order-cursor.js';
import { ensureAccountsToReview } from '../lib/accounts-to-review-seed.js';
import { SEEDED_APPLICATIONS, ensureApplicationsSeeded } from '../lib/applications-seed.js';
import { signInBenchOfficer } from '../lib/officer-sign-in.js';
import { benchDatabase } from '../lib/postgres.js';
import { explainAll, type DatabaseCall } from '../lib/query-plans.js';
import { sendOnce } from '../lib/send-once.js';
import { timeCalls } from '../lib/timed-calls.js';
import type { RunningPortal } from '../lib/servers.js';
import type { LoadRequest, LoadScenario, LoadTarget, ScenarioGroup } from './scenario.js';

/** PERF-12: a queue's page, search or filter at 50 connections. */
const QUEUE_TARGET: LoadTarget = { maxP50Ms: 20, maxP99Ms: 50 };
/** The counts timed one after another in process, after the load. */
const COUNT_CALLS = 200;
/** Each loaded call timed one after another over HTTP, after the load. */
const ONE_BY_ONE_CALLS = 100;

type Query = Record<string, string>;

let officer: Promise<Record<string, string>> | undefined;
const explained: { title: string; call: DatabaseCall }[] = [];
const timedOneByOne: { title: string; baseUrl: string; request: LoadRequest }[] = [];

/** Seeds once per run (or finds the seed), then signs the officer in once per run. */
function officerHeaders(portal: RunningPortal): Promise<Record<string, string>> {
  officer ??= (async () => {
    const db = benchDatabase();
    const seeded = await ensureApplicationsSeeded(db);
    const accounts = await ensureAccountsToReview(db);
    console.error(
      `officer-queues-at-scale: ${SEEDED_APPLICATIONS} applications (${seeded}); ${accounts}`,
    );
    return signInBenchOfficer(portal, db);
  })();
  return officer;
}

/** The submission position of the row in the middle of a queue, read as the queue reads it. */
async function middleOf(queue: OfficerApplicationQueue): Promise<{ at: string; id: string }> {
  const db = drizzle({ client: benchDatabase() });
  const inQueue = and(inOfficerQueue(applications, queue), isNotNull(applications.submittedAt));
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(applications)
    .where(inQueue);
  const [row] = await db
    .select({ at: applications.submittedAt, id: applications.id })
    .from(applications)
    .where(inQueue)
    .orderBy(asc(applications.submittedAt), asc(applications.id))
    .offset(Math.floor((counted?.total ?? 0) / 2))
    .limit(1);
  if (!row?.at) throw new Error(`The ${queue} queue is empty`);
  return { at: row.at.toISOString(), id: row.id };
}

function applicationsRow(
  title: string,
  query: (portal: RunningPortal) => Promise<Query>,
): LoadScenario {
  return {
    name: `GET officer applications, ${title}`,
    target: QUEUE_TARGET,
    async prepare(portal) {
      const headers = await officerHeaders(portal);
      const sent = await query(portal);
      const request = {
        path: `${OFFICER_API_PATHS.applications}?${new URLSearchParams(sent)}`,
        headers,
      };
      await sendOnce(portal.baseUrl, request);
      timedOneByOne.push({ title, baseUrl: portal.baseUrl, request });
      const parsed = officerApplicationQueueQuerySchema.parse(sent);
      explained.push({
        title,
        call: (db) => createOfficerQueueService({ db, now: () => new Date() }).page(parsed),
      });
      return request;
    },
  };
}

function queueRows(queue: OfficerApplicationQueue): LoadScenario[] {
  return [
    applicationsRow(`${queue}, first page`, async () => ({ queue })),
    applicationsRow(`${queue}, page after half the queue`, async () => ({
      queue,
      cursor: encodeSubmissionCursor(queue, await middleOf(queue)),
    })),
  ];
}

/** The reference and applicant name of the application in the middle of Processing. */
async function processingMiddle(): Promise<{ reference: string; applicantName: string }> {
  const { id } = await middleOf('processing');
  const { rows } = await benchDatabase().query<{ reference: string; full_name: string }>(
    `select a.reference, o.full_name from applications a
     join accounts o on o.id = a.owner_account_id where a.id = $1`,
    [id],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('No application in the middle of Processing');
  return { reference: row.reference, applicantName: row.full_name };
}

function accountsRow(title: string, query: () => Promise<Query>): LoadScenario {
  return {
    name: `GET officer accounts, ${title}`,
    target: QUEUE_TARGET,
    async prepare(portal) {
      const headers = await officerHeaders(portal);
      const sent = await query();
      const request = {
        path: `${OFFICER_API_PATHS.accounts}?${new URLSearchParams(sent)}`,
        headers,
      };
      await sendOnce(portal.baseUrl, request);
      timedOneByOne.push({ title: `accounts ${title}`, baseUrl: portal.baseUrl, request });
      const parsed = officerAccountQueueQuerySchema.parse(sent);
      explained.push({
        title: `accounts ${title}`,
        call: (db) => createAccountQueue({ db, now: () => new Date() })(parsed),
      });
      return request;
    },
  };
}

/** The submission position of the account in the middle of the accounts to review. */
async function middleToReview(): Promise<Query> {
  const { rows } = await benchDatabase().query<{ updated_at: Date; id: string }>(
    `select updated_at, id from accounts where status = 'SUBMITTED' order by updated_at, id
     offset (select count(*) / 2 from accounts where status = 'SUBMITTED') limit 1`,
  );
  const row = rows[0];
  if (row === undefined) throw new Error('No account to review');
  const position = { at: row.updated_at.toISOString(), id: row.id };
  return { queue: 'to-review', cursor: encodeSubmissionCursor('to-review', position) };
}

function meetsTarget(p50Ms: number, p99Ms: number): boolean {
  return p50Ms < (QUEUE_TARGET.maxP50Ms ?? 0) && p99Ms < (QUEUE_TARGET.maxP99Ms ?? 0);
}

/** One officer's wait: each loaded call, over HTTP, with nothing else running. */
async function oneByOne(): Promise<string> {
  const lines = [
    `One call at a time over HTTP, ${ONE_BY_ONE_CALLS} calls each (target p50 < ${QUEUE_TARGET.maxP50Ms} ms, p99 < ${QUEUE_TARGET.maxP99Ms} ms):`,
  ];
  for (const { title, baseUrl, request } of timedOneByOne) {
    const { p50Ms, p99Ms } = await timeCalls(ONE_BY_ONE_CALLS, () => sendOnce(baseUrl, request));
    lines.push(
      `- ${title}: p50 ${p50Ms.toFixed(2)} ms, p99 ${p99Ms.toFixed(2)} ms  ${meetsTarget(p50Ms, p99Ms) ? 'PASS' : 'MISS'}`,
    );
  }
  return lines.join('\n');
}

async function countsAndPlans(): Promise<string> {
  const db = drizzle({ client: benchDatabase() });
  const lines = [
    `Counts, in process, ${COUNT_CALLS} calls one after another (target p50 < ${QUEUE_TARGET.maxP50Ms} ms, p99 < ${QUEUE_TARGET.maxP99Ms} ms):`,
  ];
  for (const [title, call] of [
    ['the application queues', () => createOfficerQueueRepository(db).counts()],
    ['the accounts to review', () => createAccountQueueRepository(db).count()],
  ] as const) {
    // No warm-up: the load before has run these queries.
    const { p50Ms, p99Ms } = await timeCalls(COUNT_CALLS, call, 0);
    lines.push(
      `- ${title}: p50 ${p50Ms.toFixed(2)} ms, p99 ${p99Ms.toFixed(2)} ms  ${meetsTarget(p50Ms, p99Ms) ? 'PASS' : 'MISS'}`,
    );
  }
  return [
    await oneByOne(),
    lines.join('\n'),
    await explainAll(benchDatabase(), explained, 'queue calls'),
  ].join('\n\n');
}

const SEARCHED = 'processing';

export const officerQueuesAtScale: ScenarioGroup = {
  name: 'officer-queues-at-scale',
  skipReason: () =>
    process.env.DATABASE_URL
      ? undefined
      : 'needs PostgreSQL: DATABASE_URL naming a database of its own (it seeds 1,000,000 applications)',
  scenarios: [
    ...OFFICER_APPLICATION_QUEUES.flatMap(queueRows),
    accountsRow('to review, first page', async () => ({ queue: 'to-review' })),
    accountsRow('to review, page after half the queue', middleToReview),
    applicationsRow(`${SEARCHED}, search by reference`, async () => ({
      queue: SEARCHED,
      search: (await processingMiddle()).reference,
    })),
    applicationsRow(`${SEARCHED}, search by applicant name`, async () => ({
      queue: SEARCHED,
      search: (await processingMiddle()).applicantName,
    })),
    applicationsRow(`${SEARCHED}, category 4 KITE submitted in 60 days`, async () => {
      const today = new Date();
      return {
        queue: SEARCHED,
        categoryId: '4',
        activityType: 'KITE',
        submittedFrom: singaporeCalendarDate(new Date(today.getTime() - 60 * 86_400_000)),
        submittedTo: singaporeCalendarDate(today),
      };
    }),
  ],
  afterLoad: countsAndPlans,
};
