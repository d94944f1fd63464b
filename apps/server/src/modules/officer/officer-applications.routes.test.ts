import { API_PATHS, ERROR_CODES } from '@aviation-permits/domain/http';
import {
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  applicationRecordSchema,
  type ApplicationStatus,
} from '@aviation-permits/domain/application';
import {
  OFFICER_API_PATHS,
  OFFICER_DECISION_MESSAGES,
  officerApplicationReviewSchema,
  type OfficerApplicationDecision,
  type OfficerRole,
} from '@aviation-permits/domain/officer';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications } from '../../db/schema/applications.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { officerAudit } from '../../db/schema/officers.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import { addOfficer, signInNewOfficer } from '../../test-support/officer-browser.js';
import { insertPayableApplication } from '../../test-support/payable-application.js';
import { startTestApp } from '../../test-support/test-app.js';

// The officers' decisions on applications (OFF-19 to OFF-21, OFF-23): every move of the transition
// table for its actor and a 409 for every other, the version check (two officers at once: one
// wins), an audit row, an event and an e-mail for every decision, and what the applicant reads.

/** Real time: altcha-lib checks challenge expiry against the system clock too. */
const clock = new Date();
const server = await startTestApp({ humanCheck: CHEAP_HUMAN_CHECK, now: () => clock });
afterAll(() => server.close());
const { db } = server;

const applicantEmail = 'decided.applicant@example.com';
const applicant = await signInApplicant(server.app, db, applicantEmail, { fullName: 'Tan Ah Kow' });

const officerId = await addOfficer(db, 'desk.officer@caa.example', 'officer', 'Desk Officer');
const { browser: officer } = await signInNewOfficer(server.app, 'desk.officer@caa.example', clock);
const secondOfficerId = await addOfficer(db, 'second.officer@caa.example', 'officer', 'Second');
const { browser: secondOfficer } = await signInNewOfficer(
  server.app,
  'second.officer@caa.example',
  clock,
);
const supervisorId = await addOfficer(db, 'chief@caa.example', 'supervisor', 'Chief Inspector');
const { browser: supervisor } = await signInNewOfficer(server.app, 'chief@caa.example', clock);
const browsers = { officer, supervisor };

/** A submitted application of the applicant's in `status`, asking for 10 to 20 Jan 2027. */
async function submittedApplication(status: ApplicationStatus = 'PROCESSING') {
  const { id, reference } = await insertPayableApplication(db, applicant.accountId, { status });
  await db
    .update(applications)
    .set({ firstStartDate: '2027-01-10', lastEndDate: '2027-01-20' })
    .where(eq(applications.id, id));
  return { id, reference };
}

const decisionUrl = (id: string) => OFFICER_API_PATHS.applicationDecision(id);

const STATUS_DECISIONS = {
  'request-action': { action: 'request-action', message: 'Please attach the site plan.' },
  approve: {
    action: 'approve',
    conditions: 'Keep below 30 m.',
    validFrom: '2027-01-12',
    validTo: '2027-01-15',
  },
  reject: { action: 'reject', reason: 'The venue is inside a protected area.' },
  reopen: { action: 'reopen', reason: 'Approved in error: wrong venue read.' },
} as const;
const TABLE_ACTIONS = {
  'request-action': 'requestInformation',
  approve: 'approve',
  reject: 'reject',
  reopen: 'reopen',
} as const;

async function statusOf(id: string) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

describe('every decision of the transition table (OFF-20)', () => {
  const submittedStatuses = APPLICATION_STATUSES.filter(
    (status) => status !== 'DRAFT' && status !== 'REMOVED',
  );
  const roles: OfficerRole[] = ['officer', 'supervisor'];
  const cases = submittedStatuses.flatMap((from) =>
    roles.flatMap((role) =>
      (Object.keys(STATUS_DECISIONS) as (keyof typeof STATUS_DECISIONS)[]).map((decision) => {
        const actors = role === 'supervisor' ? ['officer', 'supervisor'] : ['officer'];
        const row = APPLICATION_TRANSITIONS.find(
          (transition) =>
            transition.from === from &&
            transition.action === TABLE_ACTIONS[decision] &&
            actors.includes(transition.by),
        );
        return { from, role, decision, to: row?.to };
      }),
    ),
  );

  it.each(cases)(
    '$from: $decision by an $role leads to $to',
    async ({ from, role, decision, to }) => {
      const { id } = await submittedApplication(from);
      const before = await statusOf(id);
      const response = await browsers[role].call('POST', decisionUrl(id), {
        ...STATUS_DECISIONS[decision],
        version: before?.version,
      });
      if (to === undefined) {
        const supervisorsOnly = APPLICATION_TRANSITIONS.some(
          (transition) =>
            transition.from === from &&
            transition.action === TABLE_ACTIONS[decision] &&
            transition.by === 'supervisor',
        );
        expect(response.statusCode).toBe(supervisorsOnly ? 403 : 409);
        expect(response.json()).toMatchObject({
          status: response.statusCode,
          errorCodes: supervisorsOnly ? ERROR_CODES.forbidden : ERROR_CODES.conflict,
        });
        expect(await statusOf(id)).toEqual(before);
        return;
      }
      expect(response.statusCode).toBe(200);
      const review = officerApplicationReviewSchema.parse(response.json());
      expect(review.status).toBe(to);
      expect(review.version).toBe((before?.version ?? 0) + 1);
    },
  );
});

describe('a decision (OFF-20)', () => {
  it('is refused with 409 on a stale version, changing nothing', async () => {
    const { id } = await submittedApplication();
    const response = await officer.call('POST', decisionUrl(id), {
      ...STATUS_DECISIONS.reject,
      version: 7,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 409,
      errorCodes: ERROR_CODES.conflict,
      detail: OFFICER_DECISION_MESSAGES.staleVersion,
    });
    expect((await statusOf(id))?.status).toBe('PROCESSING');
  });

  it('of two officers at once on the same version: one wins, the other gets 409', async () => {
    const { id } = await submittedApplication();
    const [first, second] = await Promise.all([
      officer.call('POST', decisionUrl(id), { ...STATUS_DECISIONS.approve, version: 1 }),
      secondOfficer.call('POST', decisionUrl(id), { ...STATUS_DECISIONS.reject, version: 1 }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? 'APPROVED' : 'REJECTED';
    expect((await statusOf(id))?.status).toBe(winner);
    const events = await db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events.map((event) => event.toStatus)).toEqual([winner]);
  });

  it('of a decision and a reassignment at once on the same version, the later one gets 409', async () => {
    const { id } = await submittedApplication();
    const [decided, reassigned] = await Promise.all([
      officer.call('POST', decisionUrl(id), { ...STATUS_DECISIONS.approve, version: 1 }),
      supervisor.call('POST', decisionUrl(id), {
        action: 'reassign',
        officerId: secondOfficerId,
        version: 1,
      }),
    ]);
    expect([decided.statusCode, reassigned.statusCode].sort()).toEqual([200, 409]);
    expect((await statusOf(id))?.version).toBe(2);
  });

  it('approves only within the asked dates (400 on validTo, nothing saved)', async () => {
    const { id } = await submittedApplication();
    const response = await officer.call('POST', decisionUrl(id), {
      ...STATUS_DECISIONS.approve,
      validTo: '2027-01-21',
      version: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCodes: ERROR_CODES.validation,
      errors: [{ field: 'validTo', errorMessage: OFFICER_DECISION_MESSAGES.validityOutsideAsked }],
    });
    expect((await statusOf(id))?.status).toBe('PROCESSING');
  });

  it.each([
    ['request-action', 'NEED_YOUR_ACTION', 'Please attach the site plan.'],
    ['approve', 'APPROVED', 'Keep below 30 m.'],
    ['reject', 'REJECTED', 'The venue is inside a protected area.'],
  ] as const)(
    '%s: the event names the officer, the audit has its row, the applicant is e-mailed',
    async (decision, status, text) => {
      const { id, reference } = await submittedApplication();
      const response = await officer.call('POST', decisionUrl(id), {
        ...STATUS_DECISIONS[decision],
        version: 1,
      });
      expect(response.statusCode).toBe(200);

      const [event] = await db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, id));
      expect(event).toMatchObject({
        toStatus: status,
        actor: 'officer',
        actorOfficerId: officerId,
      });

      const [audit] = await db
        .select()
        .from(officerAudit)
        .where(and(eq(officerAudit.subjectType, 'application'), eq(officerAudit.subjectId, id)));
      expect(audit).toMatchObject({ actor: officerId, action: `application.${decision}` });

      const [mail] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, applicantEmail))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      expect(mail?.subject).toContain(reference);
      expect(mail?.textBody).toContain(text);
      expect(mail?.textBody).toContain(`/application/details?id=${id}`);
    },
  );
});

describe('the applicant reads the decision (OFF-23)', () => {
  async function applicantRecord(id: string) {
    const response = await applicant.request({
      method: 'GET',
      url: `${API_PATHS.applicationRetrieve}?id=${id}`,
    });
    expect(response.statusCode).toBe(200);
    return applicationRecordSchema.parse(response.json());
  }

  it('the officer message, the approval and the reason, never an officer name', async () => {
    const { id } = await submittedApplication();
    await officer.call('POST', decisionUrl(id), {
      ...STATUS_DECISIONS['request-action'],
      version: 1,
    });
    const asked = await applicantRecord(id);
    expect(asked.officerMessage).toBe('Please attach the site plan.');
    expect(asked.history.at(-1)).toMatchObject({
      by: 'officer',
      reason: 'Please attach the site plan.',
    });
    expect(JSON.stringify(asked)).not.toContain('Desk Officer');

    const { id: approvedId } = await submittedApplication();
    await officer.call('POST', decisionUrl(approvedId), {
      ...STATUS_DECISIONS.approve,
      version: 1,
    });
    expect((await applicantRecord(approvedId)).approval).toEqual({
      conditions: 'Keep below 30 m.',
      validFrom: '2027-01-12',
      validTo: '2027-01-15',
    });

    const { id: rejectedId } = await submittedApplication();
    await officer.call('POST', decisionUrl(rejectedId), { ...STATUS_DECISIONS.reject, version: 1 });
    expect((await applicantRecord(rejectedId)).rejectionReason).toBe(
      'The venue is inside a protected area.',
    );
  });

  it("a supervisor's reopening reads as the authority's, its reason kept inside", async () => {
    const { id } = await submittedApplication('REJECTED');
    await supervisor.call('POST', decisionUrl(id), { ...STATUS_DECISIONS.reopen, version: 1 });
    const record = await applicantRecord(id);
    expect(record.status).toBe('PROCESSING');
    expect(record.history.at(-1)).toEqual({
      fromStatus: 'REJECTED',
      toStatus: 'PROCESSING',
      by: 'officer',
      at: expect.any(String),
    });
  });
});

describe('the review (OFF-19) and assignment (OFF-21)', () => {
  it('answers the applicant, the history with officer names and what the officer may do', async () => {
    const { id } = await submittedApplication('PENDING_PAYMENT');
    await db.insert(applicationEvents).values({
      applicationId: id,
      fromStatus: 'PENDING_PAYMENT',
      toStatus: 'PROCESSING',
      actor: 'payment',
      reason: 'Payment test',
    });
    await db.update(applications).set({ status: 'PROCESSING' }).where(eq(applications.id, id));
    await officer.call('POST', decisionUrl(id), {
      ...STATUS_DECISIONS['request-action'],
      version: 1,
    });
    const response = await supervisor.call('GET', OFFICER_API_PATHS.application(id));
    expect(response.statusCode).toBe(200);
    const review = officerApplicationReviewSchema.parse(response.json());
    expect(review.applicant).toEqual({ name: 'Tan Ah Kow', email: applicantEmail });
    expect(review.payment?.receiptUrl).toContain(id);
    expect(review.officerHistory.at(-1)).toMatchObject({
      by: 'officer',
      officerName: 'Desk Officer',
      message: 'Please attach the site plan.',
    });
    expect(review.availableActions).toEqual([]);
  });

  it('an unknown or draft application is 404', async () => {
    const response = await officer.call(
      'GET',
      OFFICER_API_PATHS.application('00000000-0000-4000-8000-000000000000'),
    );
    expect(response.statusCode).toBe(404);
  });

  it('assign, release and a supervisor reassign; each audited, shown in the review', async () => {
    const { id } = await submittedApplication();
    const decide = async (browser: typeof officer, decision: OfficerApplicationDecision) =>
      browser.call('POST', decisionUrl(id), decision);

    const assigned = await decide(officer, { action: 'assign', version: 1 });
    expect(officerApplicationReviewSchema.parse(assigned.json()).assignment).toMatchObject({
      officerId,
      displayName: 'Desk Officer',
    });
    expect((await decide(secondOfficer, { action: 'assign', version: 2 })).statusCode).toBe(409);
    expect((await decide(secondOfficer, { action: 'release', version: 2 })).statusCode).toBe(409);
    expect(
      (await decide(officer, { action: 'reassign', officerId: secondOfficerId, version: 2 }))
        .statusCode,
    ).toBe(403);
    const reassigned = await decide(supervisor, {
      action: 'reassign',
      officerId: secondOfficerId,
      version: 2,
    });
    expect(officerApplicationReviewSchema.parse(reassigned.json()).assignment?.officerId).toBe(
      secondOfficerId,
    );
    const released = await decide(secondOfficer, { action: 'release', version: 3 });
    expect(officerApplicationReviewSchema.parse(released.json()).assignment).toBeNull();

    const audit = await db
      .select()
      .from(officerAudit)
      .where(and(eq(officerAudit.subjectType, 'application'), eq(officerAudit.subjectId, id)));
    expect(audit.map((row) => [row.actor, row.action])).toEqual([
      [officerId, 'application.assign'],
      [supervisorId, 'application.reassign'],
      [secondOfficerId, 'application.release'],
    ]);
  });
});
