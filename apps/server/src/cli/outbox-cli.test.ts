import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readAdminToken } from './admin-token-file.js';
import { mailOutbox } from '../db/schema/mail.js';
import { officerAudit } from '../db/schema/officers.js';
import type { Database } from '../db/database.js';
import { OUTBOX_ADMIN_PATH } from '../modules/lifecycle/outbox-admin.routes.js';
import { testConfig } from '../test-support/test-config.js';
import {
  operatorCliHarness,
  runningServerWithAdminToken,
} from '../test-support/operator-cli-harness.js';
import { OUTBOX_CLI_HELP, runOutboxCli } from './outbox-cli.js';

// `npm run outbox` (LIFE-18): an operator lists the outbox's last or failed messages and sends one
// again, as a new message, on the database itself when no server runs and through the running
// server's loopback admin route when one does; each re-send is in the audit trail as cli:<user>.
// Nothing it prints names the recipient.

const ADDRESS = 'lim.bee.hoon@example.com';
const WRITTEN = new Date('2026-11-27T02:05:00Z');
const harness = operatorCliHarness(runOutboxCli, {
  name: 'outbox-cli',
  osUser: 'operator1',
  app: { config: testConfig({ JOBS: 'off' }) },
});
const { cli, lines } = harness;

async function placeMessage(db: Database, status: 'failed' | 'delivered', subject: string) {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: ADDRESS,
      subject,
      textBody: 'Your account is now active.',
      htmlBody: '<p>Your account is now active.</p>',
      sentAt: WRITTEN,
      status,
      attempts: status === 'failed' ? 10 : 1,
      lastError: status === 'failed' ? '550 mailbox unavailable for [email]' : null,
    })
    .returning();
  if (!row) throw new Error('no message');
  return row;
}

const subjectsOf = async (db: Database) =>
  (
    await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, ADDRESS))
      .orderBy(mailOutbox.id)
  ).map(({ subject, status }) => `${subject}: ${status}`);

describe('npm run outbox, with no server running', () => {
  it('lists the failed messages without their address, sends one again and records who did it', async () => {
    const failed = await placeMessage(
      harness.server.db,
      'failed',
      'Your account has been approved',
    );
    await placeMessage(harness.server.db, 'delivered', 'Your registration has been rejected');

    expect(await cli(['list', '--failed'])).toBe(0);
    expect(lines.out).toEqual([
      'Newest first; times are Singapore time.',
      `${failed.id}  Not sent  27 Nov 2026, 10:05 am  10 attempts  Your account has been approved  (550 mailbox unavailable for [email])`,
    ]);

    expect(await cli(['resend', String(failed.id)])).toBe(0);
    expect(lines.out.at(-1)).toBe(
      `Queued message ${failed.id} again as a new message; the sender sends it within a minute.`,
    );
    expect(await subjectsOf(harness.server.db)).toEqual([
      'Your account has been approved: failed',
      'Your registration has been rejected: delivered',
      'Your account has been approved: pending',
    ]);
    const audited = await harness.server.db
      .select()
      .from(officerAudit)
      .where(eq(officerAudit.subjectId, String(failed.id)));
    expect(audited).toEqual([
      expect.objectContaining({
        actor: 'cli:operator1',
        action: 'mail.resend',
        subjectType: 'mail',
      }),
    ]);

    expect(await cli(['list'])).toBe(0);
    expect(lines.out.at(-3)).toMatch(
      /^\d+ {2}Waiting to be sent .* 0 attempts {2}Your account has been approved$/,
    );
    expect(lines.out.join('\n')).not.toContain('lim.bee.hoon');
  });

  it.each([
    [['resend', '987654321'], 'There is no message with this number.'],
    [['resend', 'abc'], 'Give exactly one message number, as list shows it.'],
    [['resend', '0'], 'Give exactly one message number, as list shows it.'],
    [['resend', '99999999999999999999'], 'Give exactly one message number, as list shows it.'],
    [['resend'], 'Give exactly one message number, as list shows it.'],
    [['resend', '1', '2'], 'Give exactly one message number, as list shows it.'],
    [['resend', '1', '--failed'], '--failed goes with list.'],
    [['list', '12'], 'list takes no message number.'],
    [['purge'], 'Unknown command purge: use list or resend.'],
  ])('refuses %j with exit code 1', async (args, message) => {
    expect(await cli(args)).toBe(1);
    expect(lines.err).toEqual([message]);
  });

  it('prints its help, which explains the running-server case', async () => {
    expect(await cli(['--help'])).toBe(0);
    expect(lines.out).toEqual([OUTBOX_CLI_HELP]);
    expect(OUTBOX_CLI_HELP).toContain('DATA_DIR/admin-token');
  });
});

describe('npm run outbox, with the server running on the embedded database', () => {
  const running = runningServerWithAdminToken(harness, { config: testConfig({ JOBS: 'off' }) });

  it('asks the server, which sends the message again from its own database', async () => {
    const failed = await placeMessage(running.db, 'failed', 'Sent through the server');
    const ownBefore = await subjectsOf(harness.server.db);

    expect(await cli(['resend', String(failed.id)], { PORT: running.port })).toBe(0);
    expect(await cli(['list', '--failed'], { PORT: running.port })).toBe(0);

    expect(await subjectsOf(running.db)).toEqual([
      'Sent through the server: failed',
      'Sent through the server: pending',
    ]);
    expect(lines.out.at(-1)).toContain(`${failed.id}  Not sent`);
    // The test's "own" database was not touched.
    expect(await subjectsOf(harness.server.db)).toEqual(ownBefore);
  });

  it('reports the server’s refusal with exit code 1', async () => {
    expect(await cli(['resend', '987654321'], { PORT: running.port })).toBe(1);
    expect(lines.err).toEqual(['There is no message with this number.']);
  });

  it.each([
    ['from another machine, even with the token', '10.0.0.9', true],
    ['without the token', '127.0.0.1', false],
  ])('refuses the admin route %s', async (_, remoteAddress, withToken) => {
    const token = (await readAdminToken(running.tokenFile)) ?? '';
    const response = await running.app.inject({
      method: 'POST',
      url: OUTBOX_ADMIN_PATH,
      remoteAddress,
      headers: withToken ? { authorization: `Bearer ${token}` } : {},
      payload: { command: 'list', failedOnly: false },
    });
    expect(response.statusCode).toBe(403);
  });
});
