import type { ApplicationStatus } from '@aviation-permits/domain/application';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseConnection } from '../../db/database.js';
import { jobStoreOf } from '../../db/job-store.js';
import { accounts } from '../../db/schema/accounts.js';
import { applicationEvents, applications } from '../../db/schema/applications.js';
import { mailOutbox } from '../../db/schema/mail.js';
import {
  startTestApp,
  startTestAppOn,
  type TestApp,
  type TestAppHandle,
} from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';
import { LIFECYCLE_JOBS } from './lifecycle.module.js';

// LIFE-3 to LIFE-9: the lifecycle jobs with the server's clock moved, each run twice, change
// things once. JOBS=off keeps the runner's own schedule out of the way; the test runs each job's
// handler as a worker would (app.jobs.run).

const DAY_MS = 24 * 60 * 60 * 1000;
let clock = new Date('2027-01-01T00:00:00Z');
const setClock = (iso: string | Date) => {
  clock = new Date(iso);
};

let server: TestAppHandle;
let app: TestApp;
let db: Database;
let ownerAccountId: string;
let sequence = 0;
const email = 'lifecycle.owner@example.com';

beforeAll(async () => {
  server = await startTestApp({
    config: testConfig({ JOBS: 'off', PUBLIC_BASE_URL: 'https://permits.example.gov.sg' }),
    now: () => clock,
  });
  ({ app, db } = server);
  const [owner] = await db.insert(accounts).values({ email, status: 'ACTIVE' }).returning();
  if (!owner) throw new Error('no account');
  ownerAccountId = owner.id;
});
afterAll(() => server.close());

interface Placed {
  status: ApplicationStatus;
  /** The form's first row, Singapore wall-clock. */
  start?: [date: string, time: string];
  lastEndDate?: string;
  /** When it entered its status (its event), and its last change. */
  at: string;
}

async function place({ status, start, lastEndDate, at }: Placed) {
  sequence += 1;
  const reference = status === 'DRAFT' ? null : `AA-2027-${String(sequence).padStart(6, '0')}`;
  const [row] = await db
    .insert(applications)
    .values({
      reference,
      category: 4,
      activityType: 'KITE',
      status,
      form: start ? { dateTimeRows: [{ startDate: start[0], startTime: start[1] }] } : {},
      ownerAccountId,
      accessScope: `account:${ownerAccountId}`,
      createdByName: 'Applicant',
      venue: 'West Coast Park',
      firstStartDate: start?.[0] ?? null,
      lastEndDate: lastEndDate ?? null,
      createdAt: new Date(at),
      updatedAt: new Date(at),
    })
    .returning();
  if (!row) throw new Error('not placed');
  await db.insert(applicationEvents).values({
    applicationId: row.id,
    fromStatus: status === 'DRAFT' ? null : 'PROCESSING',
    toStatus: status,
    actor: 'officer',
    createdAt: new Date(at),
  });
  return row;
}

async function statusOf(id: string) {
  const [row] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, id));
  return row?.status;
}

async function systemEvents(id: string) {
  return db
    .select({ from: applicationEvents.fromStatus, to: applicationEvents.toStatus })
    .from(applicationEvents)
    .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.actor, 'system')));
}

/** The messages whose text names `needle` (a reference or an id), oldest first. */
async function mailsAbout(needle: string) {
  const mails = await db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody, to: mailOutbox.toAddress })
    .from(mailOutbox)
    .orderBy(asc(mailOutbox.id));
  return mails.filter(({ text }) => text.includes(needle));
}

const runTwice = async (job: string) => {
  await app.jobs.run(job);
  await app.jobs.run(job);
};

describe('the expiry job (LIFE-3, LIFE-4)', () => {
  it('expires unpaid and unanswered applications as their activity starts, and ended approvals, once', async () => {
    const unpaid = await place({
      status: 'PENDING_PAYMENT',
      start: ['2027-03-10', '09:00'],
      at: '2027-03-01T00:00:00Z',
    });
    const unanswered = await place({
      status: 'NEED_YOUR_ACTION',
      start: ['2027-03-10', '14:00'],
      at: '2027-03-01T00:00:00Z',
    });
    const ended = await place({
      status: 'APPROVED',
      start: ['2027-03-01', '09:00'],
      lastEndDate: '2027-03-09',
      at: '2027-02-20T00:00:00Z',
    });
    const endsToday = await place({
      status: 'APPROVED',
      start: ['2027-03-01', '09:00'],
      lastEndDate: '2027-03-10',
      at: '2027-02-20T00:00:00Z',
    });

    // 08:59 in Singapore on 10 March: nothing has started; the approval ended yesterday.
    setClock('2027-03-10T00:59:00Z');
    await runTwice(LIFECYCLE_JOBS.expire);
    expect(await statusOf(unpaid.id)).toBe('PENDING_PAYMENT');
    expect(await statusOf(ended.id)).toBe('EXPIRED');

    // 09:00: the unpaid one's activity starts; the unanswered one's starts at 14:00.
    setClock('2027-03-10T01:00:00Z');
    await runTwice(LIFECYCLE_JOBS.expire);
    expect(await statusOf(unpaid.id)).toBe('EXPIRED');
    expect(await statusOf(unanswered.id)).toBe('NEED_YOUR_ACTION');
    expect(await statusOf(endsToday.id)).toBe('APPROVED');

    setClock('2027-03-10T06:00:00Z');
    await runTwice(LIFECYCLE_JOBS.expire);
    expect(await statusOf(unanswered.id)).toBe('EXPIRED');

    for (const [row, from] of [
      [unpaid, 'PENDING_PAYMENT'],
      [unanswered, 'NEED_YOUR_ACTION'],
      [ended, 'APPROVED'],
    ] as const) {
      expect(await systemEvents(row.id)).toEqual([{ from, to: 'EXPIRED' }]);
      const mails = await mailsAbout(row.reference ?? '');
      expect(mails).toEqual([
        expect.objectContaining({ to: email, subject: `Application ${row.reference}: Expired` }),
      ]);
      expect(mails[0]?.text).toContain(
        `https://permits.example.gov.sg/application/details?id=${row.id}`,
      );
    }
  });
});

describe('the reminders (LIFE-6, LIFE-7)', () => {
  it('reminds once per wait: after 3 days of Pending payment and 7 of Need Your Action', async () => {
    const start = new Date('2027-04-01T00:00:00Z');
    const later = (days: number) => new Date(+start + days * DAY_MS);
    const unpaid = await place({ status: 'PENDING_PAYMENT', at: start.toISOString() });
    const unanswered = await place({ status: 'NEED_YOUR_ACTION', at: start.toISOString() });

    setClock(later(2.9));
    await runTwice(LIFECYCLE_JOBS.remind);
    expect(await mailsAbout(unpaid.reference ?? '')).toEqual([]);

    setClock(later(3));
    await runTwice(LIFECYCLE_JOBS.remind);
    setClock(later(6));
    await runTwice(LIFECYCLE_JOBS.remind);
    expect(await mailsAbout(unpaid.reference ?? '')).toEqual([
      expect.objectContaining({
        subject: `Reminder: application ${unpaid.reference} is Pending payment`,
      }),
    ]);
    expect(await mailsAbout(unanswered.reference ?? '')).toEqual([]);

    setClock(later(7));
    await runTwice(LIFECYCLE_JOBS.remind);
    expect(await mailsAbout(unanswered.reference ?? '')).toHaveLength(1);

    // The applicant responds and the officer asks again on day 8: a new wait, a new reminder.
    await db.insert(applicationEvents).values({
      applicationId: unanswered.id,
      fromStatus: 'PROCESSING',
      toStatus: 'NEED_YOUR_ACTION',
      actor: 'officer',
      createdAt: later(8),
    });
    setClock(later(14.9));
    await runTwice(LIFECYCLE_JOBS.remind);
    expect(await mailsAbout(unanswered.reference ?? '')).toHaveLength(1);
    setClock(later(15));
    await runTwice(LIFECYCLE_JOBS.remind);
    expect(await mailsAbout(unanswered.reference ?? '')).toEqual([
      expect.objectContaining({ subject: expect.stringContaining('Need Your Action') }),
      expect.objectContaining({ subject: expect.stringContaining('Need Your Action') }),
    ]);
    const [row] = await db.select().from(applications).where(eq(applications.id, unanswered.id));
    expect(row?.version).toBe(unanswered.version);
  });
});

describe('stale drafts (LIFE-8, LIFE-9)', () => {
  it('tells the owner after 90 untouched days and removes the draft 14 days later, once', async () => {
    const start = new Date('2027-06-01T00:00:00Z');
    const later = (days: number) => new Date(+start + days * DAY_MS);
    const left = await place({ status: 'DRAFT', at: start.toISOString() });
    const touched = await place({ status: 'DRAFT', at: start.toISOString() });
    const noticesOf = async (id: string) => (await mailsAbout(id)).map(({ subject }) => subject);

    setClock(later(89.9));
    await runTwice(LIFECYCLE_JOBS.staleDrafts);
    expect(await noticesOf(left.id)).toEqual([]);

    setClock(later(90));
    await runTwice(LIFECYCLE_JOBS.staleDrafts);
    expect(await noticesOf(left.id)).toEqual(['Your draft application will be removed']);
    expect(await noticesOf(touched.id)).toEqual(['Your draft application will be removed']);
    expect((await mailsAbout(left.id))[0]?.text).toContain(
      `https://permits.example.gov.sg/application/details/edit?id=${left.id}`,
    );

    // The owner saves a change to the second one: its notice no longer counts.
    await db
      .update(applications)
      .set({ updatedAt: later(95) })
      .where(eq(applications.id, touched.id));

    setClock(later(103.9));
    await runTwice(LIFECYCLE_JOBS.staleDrafts);
    expect(await statusOf(left.id)).toBe('DRAFT');

    setClock(later(104));
    await runTwice(LIFECYCLE_JOBS.staleDrafts);
    expect(await statusOf(left.id)).toBe('REMOVED');
    expect(await systemEvents(left.id)).toEqual([{ from: 'DRAFT', to: 'REMOVED' }]);
    expect(await noticesOf(left.id)).toHaveLength(1);
    const removals = (await mailsAbout('We have removed your draft')).filter(({ text }) =>
      text.includes('West Coast Park'),
    );
    expect(removals).toHaveLength(1);
    expect(await statusOf(touched.id)).toBe('DRAFT');

    // Untouched for 90 days after the change: a new notice.
    setClock(later(185));
    await runTwice(LIFECYCLE_JOBS.staleDrafts);
    expect(await noticesOf(touched.id)).toHaveLength(2);
    expect(await statusOf(touched.id)).toBe('DRAFT');
  });
});

describe('on two instances at once', () => {
  // On PostgreSQL the second instance has connections of its own to the first's schema (as
  // outbox-two-instances.test.ts); PGlite is one connection, so there both share it.
  async function secondInstance(): Promise<{ instance: TestApp; close: () => Promise<void> }> {
    let connection: DatabaseConnection | undefined;
    if (process.env.DATABASE_URL) {
      const { rows } = await jobStoreOf(db).executeSql('select current_schema() as schema');
      const [{ schema }] = rows as [{ schema: string }];
      connection = await openDatabase({
        databaseUrl: process.env.DATABASE_URL,
        postgresSchema: schema,
      });
    }
    const instance = await startTestAppOn(connection?.db ?? db, {
      config: testConfig({ JOBS: 'off' }),
      now: () => clock,
    });
    return {
      instance,
      close: async () => {
        await instance.close();
        await connection?.close();
      },
    };
  }

  it('expire and remind each application once when both run the jobs together', async () => {
    const second = await secondInstance();
    const place5 = (placed: Placed) => Promise.all(Array.from({ length: 5 }, () => place(placed)));
    const starting = await place5({
      status: 'PENDING_PAYMENT',
      start: ['2027-09-01', '08:00'],
      at: '2027-08-01',
    });
    const waiting = await place5({ status: 'NEED_YOUR_ACTION', at: '2027-08-01' });
    setClock('2027-09-01T00:00:00Z');
    await Promise.all(
      [app, second.instance, app, second.instance].flatMap((each) => [
        each.jobs.run(LIFECYCLE_JOBS.expire),
        each.jobs.run(LIFECYCLE_JOBS.remind),
      ]),
    );
    await second.close();

    for (const row of starting) {
      expect(await systemEvents(row.id)).toEqual([{ from: 'PENDING_PAYMENT', to: 'EXPIRED' }]);
      const mails = await mailsAbout(row.reference ?? '');
      expect(mails.filter(({ subject }) => subject.endsWith('Expired'))).toHaveLength(1);
    }
    for (const row of waiting) expect(await mailsAbout(row.reference ?? '')).toHaveLength(1);
  });
});
