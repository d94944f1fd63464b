import { API_PATHS, ERROR_CODES } from '@aviation-permits/domain/http';
import { APPLICATION_MESSAGES } from '@aviation-permits/domain/messages';
import {
  APPLICATION_STATUSES,
  applicationRecordSchema,
  nextStatus,
} from '@aviation-permits/domain/application';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications } from '../../db/schema/applications.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { insertPayableApplication } from '../../test-support/payable-application.js';
import { startTestApp } from '../../test-support/test-app.js';

// The applicant withdraws a submitted application (OFF-23): from the statuses the transition table
// allows, at the version they saw, with its event and e-mail; someone else's is not found.

const server = await startTestApp();
afterAll(() => server.close());
const { db } = server;
const email = 'withdrawing@example.com';
const applicant = await signInApplicant(server.app, db, email);
const stranger = await signInApplicant(server.app, db, 'stranger@example.com');

function withdraw(client: typeof applicant, id: string, version: number) {
  return client.request({
    method: 'POST',
    url: API_PATHS.applicationWithdraw,
    json: { id, version },
  });
}

async function rowOf(id: string) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

describe('withdrawing an application (OFF-23)', () => {
  const submitted = APPLICATION_STATUSES.filter((status) => status !== 'REMOVED');

  it.each(submitted)('from %s as the transition table says', async (status) => {
    const { id } = await insertPayableApplication(db, applicant.accountId, { status });
    const to = nextStatus(status, 'withdraw', 'applicant');
    const response = await withdraw(applicant, id, 1);
    if (to === undefined) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 409,
        errorCodes: ERROR_CODES.conflict,
        detail: APPLICATION_MESSAGES.notWithdrawable,
      });
      expect((await rowOf(id))?.status).toBe(status);
      return;
    }
    expect(response.statusCode).toBe(200);
    const record = applicationRecordSchema.parse(response.json());
    expect(record).toMatchObject({ status: 'WITHDRAWN', withdrawable: false, version: 2 });
    expect(record.history.at(-1)).toMatchObject({ fromStatus: status, by: 'applicant' });
  });

  it('records the event and e-mails the applicant with the reference', async () => {
    const { id, reference } = await insertPayableApplication(db, applicant.accountId, {
      status: 'PROCESSING',
    });
    expect((await withdraw(applicant, id, 1)).statusCode).toBe(200);
    const events = await db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events).toMatchObject([
      { fromStatus: 'PROCESSING', toStatus: 'WITHDRAWN', actorAccountId: applicant.accountId },
    ]);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.subject).toBe(`Application ${reference}: Withdrawn`);
  });

  it('answers 409 on a stale version and 404 to another applicant, changing nothing', async () => {
    const { id } = await insertPayableApplication(db, applicant.accountId, {
      status: 'PROCESSING',
    });
    expect((await withdraw(applicant, id, 5)).statusCode).toBe(409);
    expect((await withdraw(stranger, id, 1)).statusCode).toBe(404);
    expect((await rowOf(id))?.status).toBe('PROCESSING');
  });
});
