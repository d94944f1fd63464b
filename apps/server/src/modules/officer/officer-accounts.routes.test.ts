import { ERROR_CODES, OFFICER_API_PATHS } from '@aviation-permits/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { accountEvents, accounts } from '../../db/schema/accounts.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { officerAudit } from '../../db/schema/officers.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import { addOfficer, signInNewOfficer } from '../../test-support/officer-browser.js';
import { startTestApp } from '../../test-support/test-app.js';

// An officer's decisions on accounts (OFF-22): through the account-status service `npm run
// accounts` uses (the same table, event and e-mail), each with its audit row.

/** Real time: altcha-lib checks challenge expiry against the system clock too. */
const clock = new Date();
const server = await startTestApp({ humanCheck: CHEAP_HUMAN_CHECK, now: () => clock });
afterAll(() => server.close());
const { db } = server;

const officerId = await addOfficer(db, 'accounts.officer@caa.example', 'officer');
const { browser: officer } = await signInNewOfficer(
  server.app,
  'accounts.officer@caa.example',
  clock,
);

async function submittedAccount(email: string): Promise<string> {
  const client = await signInApplicant(server.app, db, email, { notApproved: true });
  await db.update(accounts).set({ status: 'SUBMITTED' }).where(eq(accounts.id, client.accountId));
  return client.accountId;
}

const decide = (id: string, body: object) =>
  officer.call('POST', OFFICER_API_PATHS.accountDecision(id), body);

async function statusOf(id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row?.status;
}

describe('decisions on accounts (OFF-22)', () => {
  it.each([
    ['approve', 'ACTIVE'],
    ['reject', 'REJECTED'],
    ['more-info', 'MORE_INFO_NEEDED'],
  ] as const)(
    '%s moves a submitted account to %s, recorded, e-mailed and audited',
    async (action, status) => {
      const email = `${action}.account@example.com`;
      const id = await submittedAccount(email);
      const response = await decide(id, { action, reason: 'Checked against the register.' });
      expect(response.statusCode).toBe(204);
      expect(await statusOf(id)).toBe(status);

      const [event] = await db
        .select()
        .from(accountEvents)
        .where(eq(accountEvents.accountId, id))
        .orderBy(desc(accountEvents.id))
        .limit(1);
      expect(event).toMatchObject({ toStatus: status, actor: `officer:${officerId}` });
      const [mail] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      expect(mail).toBeDefined();
      const audit = await db
        .select()
        .from(officerAudit)
        .where(and(eq(officerAudit.subjectType, 'account'), eq(officerAudit.subjectId, id)));
      expect(audit).toMatchObject([{ actor: officerId, action: `account.${action}` }]);
    },
  );

  it('disables an active account; a move the table does not allow is 409, changing nothing', async () => {
    const id = await submittedAccount('disable.account@example.com');
    expect((await decide(id, { action: 'disable' })).statusCode).toBe(409);
    expect(await statusOf(id)).toBe('SUBMITTED');
    expect((await decide(id, { action: 'approve' })).statusCode).toBe(204);
    expect((await decide(id, { action: 'disable' })).statusCode).toBe(204);
    expect(await statusOf(id)).toBe('DISABLED');
    // Approving a disabled account enables it again (DISABLED → ACTIVE in the table).
    expect((await decide(id, { action: 'approve' })).statusCode).toBe(204);
    const again = await decide(id, { action: 'more-info' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, errorCodes: ERROR_CODES.conflict });
  });

  it('an unknown account is 404, with no audit row', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await decide(id, { action: 'approve' })).statusCode).toBe(404);
    const audit = await db.select().from(officerAudit).where(eq(officerAudit.subjectId, id));
    expect(audit).toEqual([]);
  });
});
