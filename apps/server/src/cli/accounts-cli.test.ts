import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_MAILBOX_PATHS, mailboxSchema } from '@aviation-permits/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readAdminToken, removeAdminToken, writeAdminToken } from '../admin-token-file.js';
import { accountEvents, accountProfiles, accounts } from '../db/schema/accounts.js';
import { signInByEmail } from '../test-support/email-sign-in.js';
import { CHEAP_HUMAN_CHECK } from '../test-support/human-check-solver.js';
import { startTestApp, type TestAppHandle } from '../test-support/test-app.js';
import { ACCOUNTS_CLI_HELP, runAccountsCli } from './accounts-cli.js';

// `npm run accounts`: the officer decisions by e-mail address, on the database itself when no
// server runs, and through the running server's loopback admin route when one does.

let dataDir: string;
let server: TestAppHandle;
let lines: { out: string[]; err: string[] };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'accounts-cli-'));
  server = await startTestApp({ humanCheck: CHEAP_HUMAN_CHECK });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  lines = { out: [], err: [] };
});

function cli(args: string[], env: Record<string, string> = {}) {
  return runAccountsCli(args, {
    env: { NODE_ENV: 'test', DATA_DIR: dataDir, ...env },
    cwd: dataDir,
    out: (line) => lines.out.push(line),
    err: (line) => lines.err.push(line),
    // No server is running: the command opens "the" database, here the test app's.
    openDatabase: async () => ({ db: server.db, engine: 'pglite', close: async () => {} }),
    osUser: 'officer1',
  });
}

/** Moves a new account to SUBMITTED as the profile submission would. */
async function submittedAccount(email: string): Promise<void> {
  await signInByEmail(server.app, email);
  await server.db.update(accounts).set({ status: 'SUBMITTED' }).where(eq(accounts.email, email));
}

async function statusOf(email: string) {
  const [row] = await server.db.select().from(accounts).where(eq(accounts.email, email));
  return row?.status;
}

async function mailbox() {
  const response = await server.app.inject({ method: 'GET', url: DEV_MAILBOX_PATHS.json });
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

    const [account] = await server.db.select().from(accounts).where(eq(accounts.email, email));
    const events = await server.db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.accountId, account?.id ?? ''));
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'SUBMITTED',
      toStatus: 'ACTIVE',
      actor: 'cli:officer1',
      reason: 'all in order',
    });
    expect(events.at(-1)?.createdAt).toBeInstanceOf(Date);
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
    const [account] = await server.db
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

    const [row] = await server.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.status).toBe('DISABLED');
  });

  it.each([
    ['submitted', new Date()],
    ['draft', null],
  ])(
    'does not take an unproved %s profile address for an account; its id finds it and no one is e-mailed',
    async (kind, submittedAt) => {
      const [account] = await server.db
        .insert(accounts)
        .values({
          singpassSubject: `S76543${kind === 'draft' ? '22B' : '23C'}`,
          status: 'SUBMITTED',
        })
        .returning();
      if (!account) throw new Error('no account');
      const typed = `typed.${kind}@example.com`;
      await server.db
        .insert(accountProfiles)
        .values({ accountId: account.id, data: { email: typed }, submittedAt });

      expect(await cli(['approve', typed])).toBe(1);
      expect(lines.err).toEqual([`No account has the id or the proved e-mail address ${typed}.`]);

      lines = { out: [], err: [] };
      expect(await cli(['approve', account.id])).toBe(0);
      expect(lines.out.join('\n')).toContain('no proved e-mail address to tell');
      expect((await mailbox()).some((mail) => mail.to === typed)).toBe(false);
    },
  );

  it('refuses a transition the table does not allow, with exit code 1', async () => {
    const email = 'pending@example.com';
    await signInByEmail(server.app, email);

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
  });
});

describe('npm run accounts, with the server running on the embedded database', () => {
  let running: TestAppHandle;
  let port: string;
  const tokenFile = () => path.join(dataDir, 'admin-token');

  beforeAll(async () => {
    const adminToken = await writeAdminToken(tokenFile());
    running = await startTestApp({ humanCheck: CHEAP_HUMAN_CHECK, adminToken });
    await running.app.listen({ host: '127.0.0.1', port: 0 });
    const address = running.app.server.address();
    port = typeof address === 'object' && address ? String(address.port) : '';
  });
  afterAll(async () => {
    await running.close();
    await removeAdminToken(tokenFile());
  });

  it('keeps the token file private to its owner', async () => {
    expect((await stat(tokenFile())).mode & 0o777).toBe(0o600);
  });

  it('asks the server, which changes its own database', async () => {
    const email = 'via.server@example.com';
    await signInByEmail(running.app, email);
    await running.db.update(accounts).set({ status: 'SUBMITTED' }).where(eq(accounts.email, email));

    expect(await cli(['approve', email], { PORT: port })).toBe(0);

    const [row] = await running.db.select().from(accounts).where(eq(accounts.email, email));
    expect(row?.status).toBe('ACTIVE');
    expect(lines.out.join('\n')).toContain('SUBMITTED → ACTIVE');
  });

  it('reports the server’s refusal with exit code 1', async () => {
    expect(await cli(['reject', 'stranger@example.com'], { PORT: port })).toBe(1);
    expect(lines.err).toEqual([
      'No account has the id or the proved e-mail address stranger@example.com.',
    ]);
  });

  it('refuses the admin route from another machine, even with the token', async () => {
    const response = await running.app.inject({
      method: 'POST',
      url: '/internal/accounts/transition',
      remoteAddress: '10.0.0.9',
      headers: { authorization: `Bearer ${(await readAdminToken(tokenFile())) ?? ''}` },
      payload: { command: 'approve', email: 'x@example.com', actor: 'cli:x', reason: null },
    });
    expect(response.statusCode).toBe(403);
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
