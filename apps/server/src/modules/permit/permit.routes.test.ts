import { OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import {
  PERMIT_API_PATHS,
  permitDownloadPath,
  permitVerificationSchema,
} from '@aviation-permits/domain/permit';
import { aerialActivity } from '@aviation-permits/domain/test-fixtures';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { officerAudit } from '../../db/schema/officers.js';
import { permits } from '../../db/schema/permits.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import {
  addOfficer,
  OfficerBrowser,
  signInNewOfficer,
} from '../../test-support/officer-browser.js';
import { insertPayableApplication } from '../../test-support/payable-application.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { startTestApp } from '../../test-support/test-app.js';

// The issued permit (PRM-1 to PRM-11): made once at approval and stored, its text searchable,
// the same bytes on every download and only for its holder; verified in public as Valid, Expired
// or Revoked, a wrong code answered exactly like an unknown reference; revoked by a supervisor
// only, audited and e-mailed, and voided by a reopened decision.

/** Real time: altcha-lib checks challenge expiry against the system clock too. */
let clock = new Date();
const server = await startTestApp({ humanCheck: CHEAP_HUMAN_CHECK, now: () => clock });
afterAll(() => server.close());
const { db } = server;

const holderEmail = 'permit.holder@example.com';
const holder = await signInApplicant(server.app, db, holderEmail, { fullName: 'Lim Mei Ling' });
const stranger = await signInApplicant(server.app, db, 'someone.else@example.com');
await addOfficer(db, 'desk.officer@caa.example', 'officer', 'Desk Officer');
const { browser: officer } = await signInNewOfficer(server.app, 'desk.officer@caa.example', clock);
await addOfficer(db, 'chief@caa.example', 'supervisor', 'Chief Inspector');
const { browser: supervisor } = await signInNewOfficer(server.app, 'chief@caa.example', clock);
/** A visitor with no session, as the QR code's page calls. */
let visitor = await OfficerBrowser.open(server.app);

const ROW = {
  startDate: '2030-01-10',
  endDate: '2030-01-20',
  startTime: '09:00',
  endTime: '17:00',
};

/** A kite-flying application in Processing, asking for 10 to 20 Jan 2030. */
async function processingApplication() {
  const { id, reference } = await insertPayableApplication(db, holder.accountId, {
    status: 'PROCESSING',
  });
  await db
    .update(applications)
    .set({
      form: { ...aerialActivity('KITE'), dateTimeRows: [ROW] },
      firstStartDate: ROW.startDate,
      lastEndDate: ROW.endDate,
    })
    .where(eq(applications.id, id));
  return { id, reference };
}

async function versionOf(id: string) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row?.version ?? 0;
}

async function decide(browser: OfficerBrowser, id: string, decision: object) {
  return browser.call('POST', OFFICER_API_PATHS.applicationDecision(id), {
    ...decision,
    version: await versionOf(id),
  });
}

const APPROVAL = {
  action: 'approve',
  conditions: 'Keep every kite below 60 m and clear of the footpath.',
  validFrom: '2030-01-12',
  validTo: '2030-01-15',
};

async function approvedApplication() {
  const application = await processingApplication();
  expect((await decide(officer, application.id, APPROVAL)).statusCode).toBe(200);
  const [permit] = await db.select().from(permits).where(eq(permits.applicationId, application.id));
  if (!permit) throw new Error('No permit was issued');
  return { ...application, code: permit.verificationCode };
}

async function verify(reference: string, code: string) {
  const url = `${PERMIT_API_PATHS.verify}?${new URLSearchParams({ reference, c: code }).toString()}`;
  return visitor.call('GET', url);
}

async function verifiedState(reference: string, code: string) {
  const answer = permitVerificationSchema.parse((await verify(reference, code)).json());
  return answer.found ? answer.state : 'not found';
}

describe('the permit issued at approval (PRM-1 to PRM-3, PRM-7)', () => {
  it('states the approval in searchable text, the same bytes on every download', async () => {
    const { id, reference, code } = await approvedApplication();
    const first = await holder.request({ method: 'GET', url: permitDownloadPath(id) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain(`Permit_${reference}.pdf`);
    const text = pdfText(first.rawPayload);
    for (const expected of [
      reference,
      'Lim Mei Ling',
      'Kite Flying/Parasailing',
      '10 Jan 2030 to 20 Jan 2030, 09:00 to 17:00',
      '12 Jan 2030 to 15 Jan 2030',
      'Keep every kite below 60 m',
      'Desk Officer',
      code,
    ]) {
      expect(text.replace(/\n/g, ' ')).toContain(expected);
    }
    const second = await holder.request({ method: 'GET', url: permitDownloadPath(id) });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('is downloaded by its holder only', async () => {
    const { id } = await approvedApplication();
    const response = await stranger.request({ method: 'GET', url: permitDownloadPath(id) });
    expect(response.statusCode).toBe(404);
  });

  it('is linked from the approval e-mail', async () => {
    const { id } = await approvedApplication();
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, holderEmail));
    expect(mails.some((mail) => mail.textBody.includes(permitDownloadPath(id)))).toBe(true);
  });
});

describe('the public verification (PRM-8, PRM-9)', () => {
  it('says Valid, with the category, dates and holder and nothing more personal', async () => {
    const { reference, code } = await approvedApplication();
    const response = await verify(reference, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      found: true,
      state: 'VALID',
      reference,
      categoryId: 4,
      holderName: 'Lim Mei Ling',
      validFrom: '2030-01-12',
      validTo: '2030-01-15',
    });
  });

  it('answers a wrong code exactly as an unknown reference', async () => {
    const { reference, code } = await approvedApplication();
    const otherLast = code.endsWith('0') ? '1' : '0';
    const wrongCode = await verify(reference, `${code.slice(0, -1)}${otherLast}`);
    const unknown = await verify('AA-2099-999999', code);
    expect(wrongCode.statusCode).toBe(unknown.statusCode);
    expect(wrongCode.body).toBe(unknown.body);
    expect(unknown.json()).toEqual({ found: false });
  });

  it('knows nothing of an application withdrawn before any approval', async () => {
    const { id, reference } = await insertPayableApplication(db, holder.accountId, {
      status: 'WITHDRAWN',
    });
    expect(id).toBeTruthy();
    expect(await verifiedState(reference, 'ANYCODE000')).toBe('not found');
  });
});

describe('a decision undone (PRM-5, PRM-11)', () => {
  it('lets only a supervisor revoke, audited and e-mailed; the permit then verifies as Revoked', async () => {
    const { id, reference, code } = await approvedApplication();
    const revocation = { action: 'revoke', reason: 'Flown over the footpath on 12 Jan.' };

    const byOfficer = await decide(officer, id, revocation);
    expect(byOfficer.statusCode).toBe(403);
    expect(await verifiedState(reference, code)).toBe('VALID');

    const bySupervisor = await decide(supervisor, id, revocation);
    expect(bySupervisor.statusCode).toBe(200);
    expect(bySupervisor.json()).toMatchObject({ status: 'REVOKED' });
    expect(await verifiedState(reference, code)).toBe('REVOKED');
    const audit = await db
      .select()
      .from(officerAudit)
      .where(and(eq(officerAudit.subjectId, id), eq(officerAudit.action, 'application.revoke')));
    expect(audit).toHaveLength(1);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, holderEmail));
    expect(
      mails.some(
        (mail) =>
          mail.subject === `Application ${reference}: Revoked` &&
          mail.textBody.includes('Flown over the footpath on 12 Jan.'),
      ),
    ).toBe(true);
    const download = await holder.request({ method: 'GET', url: permitDownloadPath(id) });
    expect(download.statusCode).toBe(404);
  });

  it('voids the permit of a reopened decision; a new approval issues a new one', async () => {
    const { id, reference, code } = await approvedApplication();
    const reopen = { action: 'reopen', reason: 'Approved in error: wrong venue read.' };
    expect((await decide(supervisor, id, reopen)).statusCode).toBe(200);
    expect(await verifiedState(reference, code)).toBe('REVOKED');

    expect((await decide(officer, id, APPROVAL)).statusCode).toBe(200);
    const issued = await db.select().from(permits).where(eq(permits.applicationId, id));
    expect(issued).toHaveLength(2);
    const fresh = issued.find((permit) => permit.voidedAt === null);
    expect(fresh?.verificationCode).not.toBe(code);
    expect(await verifiedState(reference, fresh?.verificationCode ?? '')).toBe('VALID');
    expect(await verifiedState(reference, code)).toBe('REVOKED');
  });
});

describe('the clock past the validity (PRM-8)', () => {
  it('says Expired once the approved period has ended', async () => {
    const { reference, code } = await approvedApplication();
    clock = new Date('2030-01-16T01:00:00Z');
    // A page opened then: the access-content token of one opened years before has expired.
    visitor = await OfficerBrowser.open(server.app);
    expect(await verifiedState(reference, code)).toBe('EXPIRED');
  });
});
