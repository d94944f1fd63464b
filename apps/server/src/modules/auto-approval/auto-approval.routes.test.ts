import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITES, VALID_ROW, aerialActivity } from '@aviation-permits/domain/test-fixtures';
import {
  OFFICER_API_PATHS,
  officerApplicationQueueSchema,
  officerApplicationReviewSchema,
  type OfficerApplicationQueue,
} from '@aviation-permits/domain/officer';
import { addCalendarDays } from '@aviation-permits/domain/activity';
import { paymentRedirectPath } from '@aviation-permits/domain/payment';
import { singaporeCalendarDate } from '@aviation-permits/domain/validation';
import { submitApplicationResponseSchema } from '@aviation-permits/domain/application';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRepository } from '../../adapters/mail/outbox.repository.js';
import { applicationEvents, applications } from '../../db/schema/applications.js';
import { officerAudit } from '../../db/schema/officers.js';
import { permits } from '../../db/schema/permits.js';
import { signInApplicant, submitNewDraft } from '../../test-support/application-test-client.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import { addOfficer, signInNewOfficer } from '../../test-support/officer-browser.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';

// OFF-56 to OFF-58: with a policy set, an application its rule covers is approved by `system` as
// it arrives in Processing, at submission (no fee) or at payment, with its event, its audit row,
// the applicant's approval e-mail and the permit, and listed in Decided automatically, where a
// supervisor may revoke it; one the rule does not cover waits for an officer. With the default
// policy nothing is decided automatically.

const CONDITIONS = 'Fly no higher than 150 ft.\nKeep 30 m from people.';
const POLICY = {
  rules: [
    {
      id: 'low-kites',
      category: 4,
      activityTypes: ['KITE'],
      verdicts: ['NO_PERMIT_REQUIRED'],
      maxHeightFt: 200,
      conditions: CONDITIONS,
    },
    {
      id: 'low-balloons',
      category: 4,
      activityTypes: ['BHOISTING'],
      verdicts: ['NO_PERMIT_REQUIRED'],
      conditions: 'Keep the balloon tethered.',
    },
  ],
};

/** Real time: altcha-lib checks the officers' challenges against the system clock too. */
const clock = new Date();
/** A Sunday evening a month ahead: past every lead time, outside the military operating hours. */
const today = singaporeCalendarDate(clock);
const sunday = addCalendarDays(today, 35 - new Date(`${today}T00:00:00Z`).getUTCDay());
const ROW = { ...VALID_ROW, startDate: sunday, endDate: sunday };

const point = ({ lat, lng }: { lat: number; lng: number }) => ({
  kind: 'point',
  point: { latitude: lat.toFixed(6), longitude: lng.toFixed(6) },
});
/** A kite at Tuas South, far from every aerodrome: no permit needed below 500 ft. */
const kite = (changes: object = {}) => ({
  ...aerialActivity('KITE'),
  dateTimeRows: [ROW],
  location: point(SITES.tuasSouth),
  maxHeightFtAboveMsl: '150',
  supportingDocumentIds: [],
  ...changes,
});

let directory: string;
let server: TestAppHandle;
let applicant: SignedInClient;
let officer: Awaited<ReturnType<typeof signInNewOfficer>>['browser'];
let supervisor: Awaited<ReturnType<typeof signInNewOfficer>>['browser'];
const APPLICANT_EMAIL = 'auto.applicant@example.com';

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'auto-approval-'));
  const policyFile = path.join(directory, 'policy.json');
  await writeFile(policyFile, JSON.stringify(POLICY));
  server = await startTestApp({
    config: testConfig({ AUTO_APPROVAL_POLICY_FILE: policyFile }),
    humanCheck: CHEAP_HUMAN_CHECK,
    now: () => clock,
  });
  applicant = await signInApplicant(server.app, server.db, APPLICANT_EMAIL, { at: clock });
  await addOfficer(server.db, 'auto.officer@caa.example', 'officer', 'Desk Officer');
  ({ browser: officer } = await signInNewOfficer(server.app, 'auto.officer@caa.example', clock));
  await addOfficer(server.db, 'auto.chief@caa.example', 'supervisor', 'Chief Inspector');
  ({ browser: supervisor } = await signInNewOfficer(server.app, 'auto.chief@caa.example', clock));
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

async function submit(client: SignedInClient, form: object) {
  const { draft, response } = await submitNewDraft(client, 4, form);
  expect(response.statusCode, response.body).toBe(200);
  return { id: draft.id, answer: submitApplicationResponseSchema.parse(response.json()) };
}

async function stored(id: string) {
  const [row] = await server.db.select().from(applications).where(eq(applications.id, id));
  return row;
}

const events = (id: string) =>
  server.db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, id))
    .orderBy(asc(applicationEvents.id));

const auditRows = (id: string) =>
  server.db
    .select()
    .from(officerAudit)
    .where(and(eq(officerAudit.subjectType, 'application'), eq(officerAudit.subjectId, id)));

const standingPermits = async (id: string) =>
  (await server.db.select().from(permits).where(eq(permits.applicationId, id))).filter(
    (permit) => permit.voidedAt === null,
  );

async function queueIds(queue: OfficerApplicationQueue) {
  const response = await officer.call('GET', `${OFFICER_API_PATHS.applications}?queue=${queue}`);
  expect(response.statusCode).toBe(200);
  return officerApplicationQueueSchema.parse(response.json()).rows.map((row) => row.id);
}

/** Pays through the sandbox checkout as the applicant's browser does (PAY-3 to PAY-9). */
async function pay(id: string) {
  const toCheckout = await applicant.request({ method: 'GET', url: paymentRedirectPath(id) });
  expect(toCheckout.statusCode, toCheckout.body).toBe(303);
  const paid = await server.app.inject({
    method: 'POST',
    url: toCheckout.headers.location ?? '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'choice=pay',
  });
  expect(paid.statusCode, paid.body).toBe(303);
  const back = await applicant.request({ method: 'GET', url: paid.headers.location ?? '' });
  expect(back.statusCode, back.body).toBe(303);
}

describe('with a policy set (OFF-56, OFF-57)', () => {
  it('approves a covered application at submission, as system, with its event, audit row, e-mail and permit', async () => {
    const { id, answer } = await submit(applicant, kite());
    expect(answer.status).toBe('APPROVED');

    expect(await stored(id)).toMatchObject({
      status: 'APPROVED',
      approvedAutomatically: true,
      approvalConditions: CONDITIONS,
      approvedFrom: sunday,
      approvedTo: sunday,
    });
    expect(
      (await events(id)).map(({ toStatus, actor, reason }) => [toStatus, actor, reason]),
    ).toEqual([
      ['DRAFT', 'applicant', null],
      ['PROCESSING', 'applicant', null],
      ['APPROVED', 'system', 'Approved automatically: rule low-kites'],
    ]);
    expect(await auditRows(id)).toEqual([
      expect.objectContaining({
        actor: 'system',
        action: 'application.auto-approve',
        message: expect.stringContaining('PROCESSING → APPROVED') as string,
        clientAddress: null,
      }),
    ]);
    expect(await standingPermits(id)).toEqual([
      expect.objectContaining({ validFrom: sunday, validTo: sunday, issuedByOfficerId: null }),
    ]);
    // Submitted first, then approved: the applicant hears of both, in that order.
    const mails = (await createOutboxRepository(server.db).list(500))
      .filter((mail) => mail.to === APPLICANT_EMAIL && mail.subject.includes(answer.reference))
      .reverse();
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Application ${answer.reference} submitted`,
      `Application ${answer.reference}: Approved`,
    ]);
    expect(mails[1]?.text).toContain(CONDITIONS);
  });

  it('leaves one its rule does not cover to an officer', async () => {
    // Within 5 km of Seletar: a permit at any height, in the aerodrome's zone.
    const { id, answer } = await submit(applicant, kite({ location: point(SITES.nearSeletar) }));
    expect(answer.status).toBe('PROCESSING');
    expect(await stored(id)).toMatchObject({ status: 'PROCESSING', approvedAutomatically: false });
    expect((await events(id)).map((event) => event.actor)).not.toContain('system');
    expect(await auditRows(id)).toEqual([]);
    expect(await queueIds('processing')).toContain(id);
  });

  it('approves a covered application when its fee is paid', async () => {
    const balloon = {
      ...aerialActivity('BHOISTING'),
      dateTimeRows: [ROW],
      location: point(SITES.tuasSouth),
      supportingDocumentIds: [],
    };
    const { id, answer } = await submit(applicant, balloon);
    expect(answer.status).toBe('PENDING_PAYMENT');

    await pay(id);

    expect(await stored(id)).toMatchObject({ status: 'APPROVED', approvedAutomatically: true });
    expect((await events(id)).map(({ toStatus, actor }) => [toStatus, actor]).slice(-2)).toEqual([
      ['PROCESSING', 'payment'],
      ['APPROVED', 'system'],
    ]);
    expect(await auditRows(id)).toHaveLength(1);
    expect(await standingPermits(id)).toHaveLength(1);
    // Payment received, then approved: the confirmation is written before the policy approves.
    const mails = (await createOutboxRepository(server.db).list(500))
      .filter((mail) => mail.to === APPLICANT_EMAIL && mail.subject.includes(answer.reference))
      .reverse();
    expect(mails.map((mail) => mail.subject).slice(-2)).toEqual([
      `Payment received for application ${answer.reference}`,
      `Application ${answer.reference}: Approved`,
    ]);
  });
});

describe('Decided automatically (OFF-58)', () => {
  it("lists the portal's approvals apart from the officers', and a supervisor revokes one", async () => {
    const { id } = await submit(applicant, kite());
    expect(await queueIds('decided-automatically')).toContain(id);
    expect(await queueIds('decided')).not.toContain(id);

    const review = officerApplicationReviewSchema.parse(
      (await supervisor.call('GET', OFFICER_API_PATHS.application(id))).json(),
    );
    expect(review.officerHistory.at(-1)).toMatchObject({
      toStatus: 'APPROVED',
      by: 'system',
      message: 'Approved automatically: rule low-kites',
    });
    expect(review.availableActions).toContain('revoke');

    const revoked = await supervisor.call('POST', OFFICER_API_PATHS.applicationDecision(id), {
      action: 'revoke',
      reason: 'Approved automatically in error: a display is planned there.',
      version: review.version,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await stored(id)).toMatchObject({ status: 'REVOKED', approvedAutomatically: false });
    expect(await standingPermits(id)).toEqual([]);
    expect(await queueIds('decided-automatically')).not.toContain(id);
    expect(await queueIds('decided')).toContain(id);
  });
});

describe('with the default policy (OFF-56)', () => {
  it('decides nothing automatically, even an application a policy would cover', async () => {
    const portal = await startTestApp({ now: () => clock });
    try {
      const client = await signInApplicant(portal.app, portal.db, 'default.policy@example.com', {
        at: clock,
      });
      const { draft, response } = await submitNewDraft(client, 4, kite());
      expect(submitApplicationResponseSchema.parse(response.json()).status).toBe('PROCESSING');
      const [row] = await portal.db
        .select()
        .from(applications)
        .where(eq(applications.id, draft.id));
      expect(row).toMatchObject({ status: 'PROCESSING', approvedAutomatically: false });
    } finally {
      await portal.close();
    }
  });
});
