import { API_PATHS, ERROR_CODES } from '@aviation-permits/domain/http';
import {
  OFFICER_API_PATHS,
  officerAccountQueueSchema,
  officerAccountReviewSchema,
} from '@aviation-permits/domain/officer';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { accountEvents, accounts } from '../../db/schema/accounts.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { officerAudit } from '../../db/schema/officers.js';
import { createAccountRepository } from '../../platform/accounts/account.repository.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import { addOfficer, signInNewOfficer } from '../../test-support/officer-browser.js';
import {
  COMPLETE_PROFILE,
  MINIMAL_PDF,
  profileSubmission,
} from '../../test-support/profile-test-client.js';
import { signIn } from '../../test-support/signed-in-client.js';
import { startTestApp } from '../../test-support/test-app.js';

// An account under review (OFF-22): its profile and documents, downloadable by the officer, and
// the decisions through the account-status service `npm run accounts` uses (the same table, event
// and e-mail), each with its audit row.

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
  // By the status writer the registration's submission uses, which also dates the row.
  await createAccountRepository(db).setStatus(client.accountId, 'SUBMITTED', db);
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
    const again = await decide(id, { action: 'more-info', reason: 'Send the licence again.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, errorCodes: ERROR_CODES.conflict });
  });

  it('a rejection without a reason or a request without a message is 400, changing nothing (OFF-46)', async () => {
    const id = await submittedAccount('no.reason.account@example.com');
    const rejected = await decide(id, { action: 'reject', reason: '  ' });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json()).toMatchObject({
      errors: [{ field: 'reason', errorMessage: 'Reason is mandatory.' }],
    });
    const asked = await decide(id, { action: 'more-info' });
    expect(asked.json()).toMatchObject({
      errors: [{ field: 'reason', errorMessage: 'Message is mandatory.' }],
    });
    expect(await statusOf(id)).toBe('SUBMITTED');
  });

  it('an unknown account is 404, with no audit row', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await decide(id, { action: 'approve' })).statusCode).toBe(404);
    const audit = await db.select().from(officerAudit).where(eq(officerAudit.subjectId, id));
    expect(audit).toEqual([]);
  });
});

describe('the review of an account (OFF-22)', () => {
  it('answers the profile and its documents, each downloadable by the officer', async () => {
    const email = 'reviewed.account@example.com';
    const client = await signIn(server.app, db, { email });
    const submitted = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: profileSubmission({ ...COMPLETE_PROFILE, email }, [
        { name: 'licence.pdf', type: 'application/pdf', content: MINIMAL_PDF },
      ]),
    });
    expect(submitted.statusCode).toBe(200);

    const response = await officer.call('GET', OFFICER_API_PATHS.account(client.accountId));
    expect(response.statusCode).toBe(200);
    const review = officerAccountReviewSchema.parse(response.json());
    expect(review).toMatchObject({
      status: 'SUBMITTED',
      email,
      profile: { name: COMPLETE_PROFILE.name },
      documents: [{ name: 'licence.pdf', contentType: 'application/pdf' }],
    });

    const documentId = review.documents[0]?.id ?? '';
    const download = await officer.call(
      'GET',
      OFFICER_API_PATHS.accountDocument(client.accountId, documentId),
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('licence.pdf');
    expect(download.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    // Reads are officer actions too (OFF-41): the review opened, the document downloaded.
    const audit = await db
      .select()
      .from(officerAudit)
      .where(eq(officerAudit.subjectId, client.accountId));
    expect(audit.map((row) => [row.actor, row.action, row.message])).toEqual([
      [officerId, 'account.read', null],
      [officerId, 'account.document-download', `document ${documentId}`],
    ]);
  });

  it("answers 404 for an unknown account or another account's document", async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await officer.call('GET', OFFICER_API_PATHS.account(unknown))).statusCode).toBe(404);
    const id = await submittedAccount('no.documents@example.com');
    const response = await officer.call('GET', OFFICER_API_PATHS.accountDocument(id, unknown));
    expect(response.statusCode).toBe(404);
  });
});

describe('the accounts to review (OFF-22)', () => {
  it('lists SUBMITTED accounts oldest first with the count, searched and paged by cursor', async () => {
    const first = await submittedAccount('queue.first@example.com');
    const second = await submittedAccount('queue.second@example.com');
    await db
      .update(accounts)
      .set({ updatedAt: new Date(clock.getTime() - 3 * 86_400_000) })
      .where(eq(accounts.id, first));

    const page = async (query: string) => {
      const response = await officer.call('GET', `${OFFICER_API_PATHS.accounts}?${query}`);
      expect(response.statusCode).toBe(200);
      return officerAccountQueueSchema.parse(response.json());
    };
    const searched = await page('search=queue.');
    expect(searched.rows.map((row) => row.id)).toEqual([first, second]);
    expect(searched.rows[0]).toMatchObject({ email: 'queue.first@example.com', ageDays: 3 });
    const all = await page('');
    expect(all.count).toBe(all.rows.length);
    expect(all.rows.every((row) => row.status === 'SUBMITTED')).toBe(true);

    const one = await page('search=queue.&pageSize=1');
    expect(one.rows.map((row) => row.id)).toEqual([first]);
    const next = await page(`search=queue.&pageSize=1&cursor=${one.nextCursor ?? ''}`);
    expect(next.rows.map((row) => row.id)).toEqual([second]);
    expect(next.nextCursor).toBeNull();

    const forged = await officer.call('GET', `${OFFICER_API_PATHS.accounts}?cursor=bm90LWpzb24`);
    expect(forged.statusCode).toBe(400);
  });

  it('pages through accounts submitted within the same second, each once (OFF-22)', async () => {
    const submitted = [
      await submittedAccount('same.second.a@example.com'),
      await submittedAccount('same.second.b@example.com'),
      await submittedAccount('same.second.c@example.com'),
    ];
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null && seen.length <= submitted.length) {
      const response = await officer.call(
        'GET',
        `${OFFICER_API_PATHS.accounts}?search=same.second.&pageSize=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const queue = officerAccountQueueSchema.parse(response.json());
      seen.push(...queue.rows.map((row) => row.id));
      cursor = queue.nextCursor;
    }

    expect(seen.toSorted()).toEqual(submitted.toSorted());
  });

  it('finds a name or an address by the start of any of its words (OFF-51)', async () => {
    const aliceTan = await submittedAccount('alice.words@example.com');
    const tanWeiMing = await submittedAccount('twm.words@example.com');
    await db.update(accounts).set({ fullName: 'Alice Tan' }).where(eq(accounts.id, aliceTan));
    await db.update(accounts).set({ fullName: 'Tan Wei Ming' }).where(eq(accounts.id, tanWeiMing));
    const found = async (search: string) => {
      const response = await officer.call('GET', `${OFFICER_API_PATHS.accounts}?search=${search}`);
      return officerAccountQueueSchema
        .parse(response.json())
        .rows.map((row) => row.id)
        .sort();
    };
    expect(await found('Tan')).toEqual([aliceTan, tanWeiMing].sort());
    expect(await found('wei')).toEqual([tanWeiMing]);
    expect(await found('words')).toEqual([aliceTan, tanWeiMing].sort());
  });
});
