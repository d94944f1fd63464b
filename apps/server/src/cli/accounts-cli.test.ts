import { stat } from 'node:fs/promises';
import { DEV_MAILBOX_PATHS, mailboxSchema } from '@aviation-permits/domain/http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readAdminToken } from './admin-token-file.js';
import { accountEvents, accountProfiles, accounts } from '../db/schema/accounts.js';
import { signInByEmail } from '../test-support/email-sign-in.js';
import { CHEAP_HUMAN_CHECK } from '../test-support/human-check-solver.js';
import {
  operatorCliHarness,
  runningServerWithAdminToken,
} from '../test-support/operator-cli-harness.js';
import { ACCOUNTS_CLI_HELP, runAccountsCli } from './accounts-cli.js';

// `npm run accounts`: the officer decisions by e-mail address, on the database itself when no
// server runs, and through the running server's loopback admin route when one does.

const harness = operatorCliHarness(runAccountsCli, {
  name: 'accounts-cli',
  osUser: 'officer1',
  app: { humanCheck: CHEAP_HUMAN_CHECK },
});
const { cli, lines } = harness;

/** An e-mail log-in's account in SUBMITTED, as the profile submission leaves it. */
async function submittedAccount(email: string): Promise<void> {
  await harness.server.db.insert(accounts).values({ email, status: 'SUBMITTED' });
}

async function statusOf(email: string) {
  const [row] = await harness.server.db.select().from(accounts).where(eq(accounts.email, email));
  return row?.status;
}

/** The newest status change of the account logging in with `email`. */
async function lastEventOf(email: string) {
  const [account] = await harness.server.db
    .select()
    .from(accounts)
    .where(eq(accounts.email, email));
  const events = await harness.server.db
    .select()
    .from(accountEvents)
    .where(eq(accountEvents.accountId, account?.id ?? ''));
  return events.at(-1);
}

async function mailbox() {
  const response = await harness.server.app.inject({ method: 'GET', url: DEV_MAILBOX_PATHS.json });
  return mailboxSchema.parse(response.json());
}

describe('npm run accounts, with no server running', () => {
  it.each([
    ['approve', 'ACTIVE', 'Your account has been approved'],
    ['reject', 'REJECTED', 'Your registration has been rejected'],
    ['more-info', 'MORE_INFO_NEEDED', 'More information is needed for your registration'],
  ] as const)(
    '%s moves a SUBMITTED account to %s and e-mails the applicant',
    async (command, status, subject) => {
      const email = `${command}@example.com`;
      await submittedAccount(email);

      expect(await cli([command, email, '--reason', 'checked documents'])).toBe(0);

      expect(await statusOf(email)).toBe(status);
      expect(lines.out.join('\n')).toContain(`${email}: SUBMITTED → ${status}; e-mailed ${email}`);
      const [mail] = await mailbox();
      expect(mail).toMatchObject({ to: email, subject });
      expect(mail?.text).toContain('Reason: checked documents');
    },
  );

  it('records who, when and why', async () => {
    const email = 'audited@example.com';
    await submittedAccount(email);
    await cli(['approve', email, '-r', 'all in order']);

    const event = await lastEventOf(email);
    expect(event).toMatchObject({
      fromStatus: 'SUBMITTED',
      toStatus: 'ACTIVE',
      actor: 'cli:officer1',
      reason: 'all in order',
    });
    expect(event?.createdAt).toBeInstanceOf(Date);
  });

  it('disables an active account and approves it again', async () => {
    const email = 'toggled@example.com';
    await submittedAccount(email);
    await cli(['approve', email]);

    expect(await cli(['disable', email])).toBe(0);
    expect(await statusOf(email)).toBe('DISABLED');
    expect((await mailbox())[0]?.subject).toBe('Your account has been disabled');
    expect(await cli(['approve', email])).toBe(0);
    expect(await statusOf(email)).toBe('ACTIVE');
  });

  it('finds a Singpass account by the address its owner proved, or by its id (ACC-43, ACC-34)', async () => {
    const [account] = await harness.server.db
      .insert(accounts)
      .values({
        singpassSubject: 'S7654321A',
        status: 'SUBMITTED',
        provedEmail: 'singpass.applicant@example.com',
      })
      .returning();
    if (!account) throw new Error('no account');

    expect(await cli(['approve', 'Singpass.Applicant@example.com'])).toBe(0);
    expect(lines.out.join('\n')).toContain('e-mailed singpass.applicant@example.com');
    expect(await cli(['disable', account.id])).toBe(0);

    const [row] = await harness.server.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, account.id));
    expect(row?.status).toBe('DISABLED');
  });

  it.each([
    ['submitted', new Date()],
    ['draft', null],
  ])(
    'does not take an unproved %s profile address for an account; its id finds it and no one is e-mailed',
    async (kind, submittedAt) => {
      const [account] = await harness.server.db
        .insert(accounts)
        .values({
          singpassSubject: `S76543${kind === 'draft' ? '22B' : '23C'}`,
          status: 'SUBMITTED',
        })
        .returning();
      if (!account) throw new Error('no account');
      const typed = `typed.${kind}@example.com`;
      await harness.server.db
        .insert(accountProfiles)
        .values({ accountId: account.id, data: { email: typed }, submittedAt });

      expect(await cli(['approve', typed])).toBe(1);
      expect(lines.err).toEqual([`No account has the id or the proved e-mail address ${typed}.`]);

      expect(await cli(['approve', account.id])).toBe(0);
      expect(lines.out.join('\n')).toContain('no proved e-mail address to tell');
      expect((await mailbox()).some((mail) => mail.to === typed)).toBe(false);
    },
  );

  it.each([
    ['reject', [], 'reject: Reason is mandatory.'],
    ['reject', ['--reason', '   '], 'reject: Reason is mandatory.'],
    ['more-info', [], 'more-info: Message is mandatory.'],
    ['more-info', ['-r', ''], 'more-info: Message is mandatory.'],
  ])(
    '%s %j refuses, with exit code 1, before opening the database (OFF-46)',
    async (command, reasonArgs, problem) => {
      const email = `unexplained.${command}.${reasonArgs.length}@example.com`;
      await submittedAccount(email);

      expect(await cli([command, email, ...reasonArgs])).toBe(1);

      expect(lines.err).toEqual([`${problem} Give it with --reason "<text>" (it is e-mailed).`]);
      expect(harness.databaseOpenings).toBe(0);
      expect(await statusOf(email)).toBe('SUBMITTED');
      expect((await mailbox()).some((mail) => mail.to === email)).toBe(false);
    },
  );

  it('records the reason trimmed, as the officer console does (OFF-46)', async () => {
    const email = 'trimmed.reason@example.com';
    await submittedAccount(email);

    expect(await cli(['reject', email, '--reason', '  no flying licence  '])).toBe(0);

    expect((await lastEventOf(email))?.reason).toBe('no flying licence');
  });

  it('refuses a transition the table does not allow, with exit code 1', async () => {
    const email = 'pending@example.com';
    await signInByEmail(harness.server.app, email);

    expect(await cli(['approve', email])).toBe(1);
    expect(lines.err).toEqual(['An account in status PENDING_REGISTRATION cannot move to ACTIVE.']);
    expect(await statusOf(email)).toBe('PENDING_REGISTRATION');
  });

  it('refuses an unknown e-mail address, with exit code 1', async () => {
    expect(await cli(['approve', 'nobody@example.com'])).toBe(1);
    expect(lines.err).toEqual([
      'No account has the id or the proved e-mail address nobody@example.com.',
    ]);
  });

  it.each([
    [['promote', 'a@example.com']],
    [['approve']],
    [['approve', 'a@example.com', 'b']],
    [['approve', 'a@example.com', '--force']],
  ])('refuses the arguments %j with exit code 1', async (args) => {
    expect(await cli(args)).toBe(1);
    expect(lines.err).toHaveLength(1);
  });

  it('prints its help, which explains the running-server case', async () => {
    expect(await cli(['--help'])).toBe(0);
    expect(lines.out).toEqual([ACCOUNTS_CLI_HELP]);
    expect(ACCOUNTS_CLI_HELP).toContain('DATA_DIR/admin-token');
    expect(ACCOUNTS_CLI_HELP).toContain(
      'Required\n                        for reject and more-info',
    );
  });
});

describe('npm run accounts, with the server running on the embedded database', () => {
  const running = runningServerWithAdminToken(harness, { humanCheck: CHEAP_HUMAN_CHECK });

  it('keeps the token file private to its owner', async () => {
    expect((await stat(running.tokenFile)).mode & 0o777).toBe(0o600);
  });

  it('asks the server, which changes its own database', async () => {
    const email = 'via.server@example.com';
    await signInByEmail(running.app, email);
    await running.db.update(accounts).set({ status: 'SUBMITTED' }).where(eq(accounts.email, email));

    expect(await cli(['approve', email], { PORT: running.port })).toBe(0);

    const [row] = await running.db.select().from(accounts).where(eq(accounts.email, email));
    expect(row?.status).toBe('ACTIVE');
    expect(lines.out.join('\n')).toContain('SUBMITTED → ACTIVE');
  });

  it('reports the server’s refusal with exit code 1', async () => {
    expect(
      await cli(['reject', 'stranger@example.com', '-r', 'unknown'], { PORT: running.port }),
    ).toBe(1);
    expect(lines.err).toEqual([
      'No account has the id or the proved e-mail address stranger@example.com.',
    ]);
  });

  it('refuses the admin route from another machine, even with the token', async () => {
    const response = await running.app.inject({
      method: 'POST',
      url: '/internal/accounts/transition',
      remoteAddress: '10.0.0.9',
      headers: { authorization: `Bearer ${(await readAdminToken(running.tokenFile)) ?? ''}` },
      payload: { command: 'approve', email: 'x@example.com', actor: 'cli:x', reason: null },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a rejection without a reason at the admin route too, changing nothing (OFF-46)', async () => {
    const email = 'no.reason@example.com';
    await signInByEmail(running.app, email);
    await running.db.update(accounts).set({ status: 'SUBMITTED' }).where(eq(accounts.email, email));

    const response = await running.app.inject({
      method: 'POST',
      url: '/internal/accounts/transition',
      headers: { authorization: `Bearer ${(await readAdminToken(running.tokenFile)) ?? ''}` },
      payload: { command: 'reject', email, actor: 'cli:x', reason: null },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'reason' }] });
    const [row] = await running.db.select().from(accounts).where(eq(accounts.email, email));
    expect(row?.status).toBe('SUBMITTED');
  });

  it('refuses the admin route without the token', async () => {
    const response = await running.app.inject({
      method: 'POST',
      url: '/internal/accounts/transition',
      payload: { command: 'approve', email: 'x@example.com', actor: 'cli:x', reason: null },
    });
    expect(response.statusCode).toBe(403);
  });
});
