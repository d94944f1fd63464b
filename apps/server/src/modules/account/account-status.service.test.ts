import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/database.js';
import { accountEvents, accountProfiles, accounts } from '../../db/schema/accounts.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import {
  createAccountStatusService,
  TransitionNotAllowedError,
  type AccountStatusService,
} from './account-status.service.js';
import { createAccountRepository } from '../../platform/accounts/account.repository.js';

// The status change, its event and its e-mail happen together or not at all; the actor's role
// must match the transition table.

let db: Database;
let close: () => Promise<void>;
let emailNumber = 0;

beforeAll(async () => {
  const connection = await openTestDatabase();
  db = connection.db;
  close = connection.close;
});
afterAll(() => close());

function serviceWith(mailer: Mailer): AccountStatusService {
  return createAccountStatusService({
    db,
    accounts: createAccountRepository(db),
    mailer,
    mail: { authorityName: 'Civil Aviation Authority', publicOrigin: 'https://permits.example' },
  });
}

async function newAccount(status: 'PENDING_REGISTRATION' | 'SUBMITTED') {
  emailNumber += 1;
  const [row] = await db
    .insert(accounts)
    .values({ email: `applicant${emailNumber}@example.com`, status })
    .returning();
  if (!row) throw new Error('no account');
  return row;
}

async function statusAndEvents(id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  const events = await db.select().from(accountEvents).where(eq(accountEvents.accountId, id));
  return { status: row?.status, events: events.length };
}

const recordingMailer = (sent: MailMessage[]): Mailer => ({
  send: async (message) => {
    sent.push(message);
  },
  sendWithin: async (_tx, message) => async () => {
    sent.push(message);
  },
});

describe('the account-status service', () => {
  it('lets the applicant submit, and tells no one by e-mail', async () => {
    const sent: MailMessage[] = [];
    const account = await newAccount('PENDING_REGISTRATION');

    const result = await serviceWith(recordingMailer(sent)).transition(account.id, 'SUBMITTED', {
      actor: 'applicant',
    });

    expect(result).toMatchObject({ from: 'PENDING_REGISTRATION', to: 'SUBMITTED', notified: null });
    expect(await statusAndEvents(account.id)).toEqual({ status: 'SUBMITTED', events: 1 });
    expect(sent).toEqual([]);
  });

  it.each([
    ['an officer submitting for the applicant', 'PENDING_REGISTRATION', 'SUBMITTED', 'cli:officer'],
    ['the applicant approving themself', 'SUBMITTED', 'ACTIVE', 'applicant'],
  ] as const)('refuses %s', async (_case, from, to, actor) => {
    const account = await newAccount(from);

    await expect(
      serviceWith(recordingMailer([])).transition(account.id, to, { actor }),
    ).rejects.toThrow(TransitionNotAllowedError);
    expect(await statusAndEvents(account.id)).toEqual({ status: from, events: 0 });
  });

  it.each([
    ['the address its owner proved', 'singpass.user@example.com', 'singpass.user@example.com'],
    ['no address while the typed one is unproved', null, null],
  ])(
    'writes to a Singpass account (no e-mail log-in) at %s (ACC-42, ACC-34)',
    async (_case, provedEmail, notified) => {
      const sent: MailMessage[] = [];
      const [account] = await db
        .insert(accounts)
        .values({
          singpassSubject: `S12345${provedEmail ? '67D' : '68B'}`,
          status: 'SUBMITTED',
          provedEmail,
        })
        .returning();
      if (!account) throw new Error('no account');
      await db
        .insert(accountProfiles)
        .values({ accountId: account.id, data: { email: 'singpass.user@example.com' } });

      const result = await serviceWith(recordingMailer(sent)).transition(account.id, 'REJECTED', {
        actor: 'cli:officer',
        reason: 'incomplete',
      });

      expect(result.notified).toBe(notified);
      expect(sent.map(({ to, subject }) => ({ to, subject }))).toEqual(
        notified ? [{ to: notified, subject: 'Your registration has been rejected' }] : [],
      );
    },
  );

  it('changes nothing when the e-mail cannot be queued', async () => {
    const account = await newAccount('SUBMITTED');
    const failingOutbox: Mailer = {
      send: async () => {},
      sendWithin: async () => {
        throw new Error('outbox unavailable');
      },
    };

    await expect(
      serviceWith(failingOutbox).transition(account.id, 'ACTIVE', { actor: 'cli:officer' }),
    ).rejects.toThrow('outbox unavailable');
    expect(await statusAndEvents(account.id)).toEqual({ status: 'SUBMITTED', events: 0 });
  });

  it('sends an SMTP message only after the change is committed', async () => {
    const account = await newAccount('SUBMITTED');
    let statusWhenSent: string | undefined;
    const smtpLike: Mailer = {
      send: async () => {},
      sendWithin: async () => async () => {
        statusWhenSent = (await statusAndEvents(account.id)).status;
      },
    };

    await serviceWith(smtpLike).transition(account.id, 'ACTIVE', { actor: 'cli:officer' });
    expect(statusWhenSent).toBe('ACTIVE');
  });
});
