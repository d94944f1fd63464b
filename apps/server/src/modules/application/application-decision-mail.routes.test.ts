import { OFFICER_API_PATHS, OFFICER_DECISION_MOVES } from '@aviation-permits/domain/officer';
import {
  moveNotification,
  type ApplicationActor,
  type ApplicationStatus,
} from '@aviation-permits/domain/application';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import { addOfficer, signInNewOfficer } from '../../test-support/officer-browser.js';
import { insertPayableApplication } from '../../test-support/payable-application.js';
import { startTestApp } from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';
import { applicationStatusMail, type StatusMessage } from './application-decision-mail.js';

// LIFE-19: an officer's or a supervisor's decision e-mails the applicant the message the domain's
// MOVE_NOTIFICATIONS names for the move's action and actor, not one chosen by the new status: each
// case expects the e-mail the table's message writes, so a decision sending another fails it.
// The portal's own approval (autoApprove by system) is in auto-approval.routes.test.ts.

/** Real time: altcha-lib checks challenge expiry against the system clock too. */
const clock = new Date();
const config = testConfig();
const server = await startTestApp({ config, humanCheck: CHEAP_HUMAN_CHECK, now: () => clock });
afterAll(() => server.close());
const { db } = server;

const applicantEmail = 'told.applicant@example.com';
const applicant = await signInApplicant(server.app, db, applicantEmail, { fullName: 'Lim Bee' });
await addOfficer(db, 'mail.officer@caa.example', 'officer', 'Desk Officer');
const { browser: officer } = await signInNewOfficer(server.app, 'mail.officer@caa.example', clock);
await addOfficer(db, 'mail.chief@caa.example', 'supervisor', 'Chief Inspector');
const { browser: supervisor } = await signInNewOfficer(server.app, 'mail.chief@caa.example', clock);

/** A status decision as the console sends it, but its version. */
type DecisionBody = Record<string, string> & { action: keyof typeof OFFICER_DECISION_MOVES };

const CASES: {
  from: ApplicationStatus;
  by: Extract<ApplicationActor, 'officer' | 'supervisor'>;
  decision: DecisionBody;
  said: string;
}[] = [
  {
    from: 'PROCESSING',
    by: 'officer',
    decision: { action: 'request-action', message: 'Please attach the site plan.' },
    said: 'Please attach the site plan.',
  },
  {
    from: 'PROCESSING',
    by: 'officer',
    decision: {
      action: 'approve',
      conditions: 'Keep below 30 m.',
      validFrom: '2027-01-12',
      validTo: '2027-01-15',
    },
    said: 'Keep below 30 m.',
  },
  {
    from: 'PROCESSING',
    by: 'officer',
    decision: { action: 'reject', reason: 'The venue is inside a protected area.' },
    said: 'The venue is inside a protected area.',
  },
  {
    from: 'REJECTED',
    by: 'supervisor',
    decision: { action: 'reopen', reason: 'Rejected in error: wrong venue read.' },
    said: 'Rejected in error: wrong venue read.',
  },
  {
    from: 'APPROVED',
    by: 'supervisor',
    decision: { action: 'revoke', reason: 'A display is planned there.' },
    said: 'A display is planned there.',
  },
];

async function lastMailTo(address: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

describe("a decision's e-mail is the message MOVE_NOTIFICATIONS names (LIFE-19)", () => {
  it.each(CASES)('$decision.action by a $by from $from', async ({ from, by, decision, said }) => {
    const { id, reference } = await insertPayableApplication(db, applicant.accountId, {
      status: from,
    });
    await db
      .update(applications)
      .set({ firstStartDate: '2027-01-10', lastEndDate: '2027-01-20' })
      .where(eq(applications.id, id));
    const browser = by === 'supervisor' ? supervisor : officer;

    const response = await browser.call('POST', OFFICER_API_PATHS.applicationDecision(id), {
      ...decision,
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);

    const named = moveNotification({ action: OFFICER_DECISION_MOVES[decision.action], by });
    const expected = applicationStatusMail({
      to: applicantEmail,
      reference,
      message: named?.applicant as StatusMessage,
      text: said,
      applicationId: id,
      publicOrigin: config.publicOrigin,
      authorityName: config.portal.authorityName,
    });
    const sent = await lastMailTo(applicantEmail);
    expect(sent).toMatchObject({ subject: expected.subject, textBody: expected.text });
  });

  it("keeps a reopening's reason inside: the applicant hears only that it is looked at again", async () => {
    const { id } = await insertPayableApplication(db, applicant.accountId, { status: 'REJECTED' });
    const reason = 'Rejected in error: the height was misread.';
    const response = await supervisor.call('POST', OFFICER_API_PATHS.applicationDecision(id), {
      action: 'reopen',
      reason,
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);

    const sent = await lastMailTo(applicantEmail);
    expect(sent?.textBody).toContain('We are looking at your application again.');
    expect(sent?.textBody).not.toContain(reason);
  });
});
