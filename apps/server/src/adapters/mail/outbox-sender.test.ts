import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../db/database.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { recordingTransport } from '../../test-support/fake-mail-transport.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { keepInOutbox, type MailTransport } from './mail-transport.js';
import { createOutboxSender, retryDelayMs } from './outbox-sender.js';
import { createOutboxRepository, type OutboxRepository } from './outbox.repository.js';

// OPS-25: the mail.send-outbox job. Each test moves its own clock; the job is called directly.

const MINUTE_MS = 60_000;
const RETRY = { maxAttempts: 3, firstRetryDelayMs: MINUTE_MS };

let database: DatabaseConnection;
let outbox: OutboxRepository;
let clock: Date;
beforeAll(async () => {
  database = await openTestDatabase();
  outbox = createOutboxRepository(database.db);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  clock = new Date('2026-03-02T09:00:00Z');
});

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const senderWith = (transport: MailTransport) =>
  createOutboxSender({
    outbox,
    transport,
    retry: RETRY,
    now: () => clock,
    logger: pino({ enabled: false }),
  });

const message = (to: string) => ({
  to,
  subject: 'Your code',
  text: '123456',
  html: '<p>123456</p>',
});

async function stored() {
  const [row] = await database.db.select().from(mailOutbox);
  if (row === undefined) throw new Error('no outbox row');
  return row;
}

describe('the outbox sender (OPS-25)', () => {
  it('hands each waiting message to the SMTP server once and marks it delivered', async () => {
    const smtp = recordingTransport();
    await outbox.add(message('first@example.com'));
    await outbox.add(message('second@example.com'));

    expect(await senderWith(smtp).sendDue()).toEqual({ delivered: 2, retrying: 0, failed: 0 });
    expect(await senderWith(smtp).sendDue()).toEqual({ delivered: 0, retrying: 0, failed: 0 });

    expect(smtp.delivered.map(({ to }) => to)).toEqual(['first@example.com', 'second@example.com']);
    const rows = await database.db.select().from(mailOutbox);
    expect(
      rows.map(({ status, deliveredVia, attempts }) => [status, deliveredVia, attempts]),
    ).toEqual([
      ['delivered', 'smtp', 1],
      ['delivered', 'smtp', 1],
    ]);
  });

  it('without SMTP_URL marks the message delivered to the outbox, where the mailbox shows it', async () => {
    await outbox.add(message('dev@example.com'));

    await senderWith(keepInOutbox).sendDue();

    expect(await stored()).toMatchObject({ status: 'delivered', deliveredVia: 'outbox' });
    expect((await outbox.list(10)).map(({ to }) => to)).toEqual(['dev@example.com']);
  });

  it('retries a failing server with a doubling back-off and sends when it answers again', async () => {
    const smtp = recordingTransport(2);
    const sender = senderWith(smtp);
    await outbox.add(message('tan.ah.kow@example.com'));

    expect(await sender.sendDue()).toMatchObject({ retrying: 1 });
    const afterFirst = await stored();
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null });
    expect(afterFirst.nextAttemptAt).toEqual(new Date(clock.getTime() + MINUTE_MS));
    expect(afterFirst.lastError).toBe(
      "Can't send mail - all recipients were rejected: 550 <[email]>",
    );

    // Not before its time.
    later(MINUTE_MS - 1);
    expect(await sender.sendDue()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    later(1);
    expect(await sender.sendDue()).toMatchObject({ retrying: 1 });
    expect((await stored()).nextAttemptAt).toEqual(new Date(clock.getTime() + 2 * MINUTE_MS));

    later(2 * MINUTE_MS);
    expect(await sender.sendDue()).toMatchObject({ delivered: 1 });
    expect(await stored()).toMatchObject({ status: 'delivered', attempts: 3, lastError: null });
    expect(smtp.delivered).toHaveLength(1);
  });

  it('gives a message up after its last attempt, keeping why without the address', async () => {
    const sender = senderWith(recordingTransport(RETRY.maxAttempts));
    await outbox.add(message('tan.ah.kow@example.com'));

    for (let attempt = 1; attempt <= RETRY.maxAttempts; attempt += 1) {
      await sender.sendDue();
      later(4 * MINUTE_MS);
    }

    const row = await stored();
    expect(row).toMatchObject({ status: 'failed', attempts: RETRY.maxAttempts });
    expect(row.lastError).not.toContain('tan.ah.kow');
    expect(await sender.sendDue()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
  });

  it('lets another worker send a message whose worker died holding it, once its claim runs out', async () => {
    const smtp = recordingTransport();
    await outbox.add(message('first@example.com'));
    // A worker claims the message and dies before sending it.
    const dead = await outbox.claimDue(clock, new Date(clock.getTime() + 5 * MINUTE_MS));
    expect(dead).toBeDefined();

    expect(await senderWith(smtp).sendDue()).toMatchObject({ delivered: 0 });
    later(5 * MINUTE_MS);
    expect(await senderWith(smtp).sendDue()).toMatchObject({ delivered: 1 });

    expect(smtp.delivered).toHaveLength(1);
    expect(await stored()).toMatchObject({ status: 'delivered', attempts: 2 });
    // The dead worker's late answer changes nothing: its claim was taken over.
    if (dead) await outbox.scheduleRetry(dead, clock, 'late');
    expect(await stored()).toMatchObject({ status: 'delivered', lastError: null });
  });

  it('leaves a failed message alone until an operator sets it pending again (docs/jobs.md)', async () => {
    const sender = senderWith(recordingTransport(RETRY.maxAttempts));
    await outbox.add(message('first@example.com'));
    for (let attempt = 1; attempt <= RETRY.maxAttempts; attempt += 1) {
      await sender.sendDue();
      later(4 * MINUTE_MS);
    }
    const { id } = await stored();

    await database.db
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: null })
      .where(eq(mailOutbox.id, id));

    expect(await sender.sendDue()).toMatchObject({ delivered: 1 });
  });
});

describe('the back-off', () => {
  it.each([
    [1, MINUTE_MS],
    [2, 2 * MINUTE_MS],
    [3, 4 * MINUTE_MS],
    [8, 128 * MINUTE_MS],
    [9, 240 * MINUTE_MS],
    [30, 240 * MINUTE_MS],
  ])('waits after failed attempt %i for %i ms, never more than 4 hours', (attempt, delay) => {
    expect(retryDelayMs(attempt, MINUTE_MS)).toBe(delay);
  });
});
