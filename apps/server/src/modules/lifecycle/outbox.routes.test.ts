import { Writable } from 'node:stream';
import { ERROR_CODES } from '@aviation-permits/domain/http';
import {
  OUTBOX_API_PATHS,
  OUTBOX_MESSAGES,
  outboxMessagesSchema,
} from '@aviation-permits/domain/officer';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.js';
import { officerAudit } from '../../db/schema/officers.js';
import { SEND_OUTBOX_JOB } from '../../platform/mail-delivery.js';
import { recordingTransport } from '../../test-support/fake-mail-transport.js';
import { addOfficer, signInNewOfficer } from '../../test-support/officer-browser.js';
import { startTestApp } from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';

// LIFE-17: a supervisor lists the mail outbox's last or failed messages and sends one again: a copy
// is queued as a new message, which the sender sends once, and the re-send is audited; the
// original is left as it was. Any other officer is refused; a message still waiting, an unknown
// number and a malformed one are answered with the envelope. JOBS=off: the test runs the sender.

const ADDRESS = 'tan.ah.kow@example.com';
const clock = new Date();
const smtp = recordingTransport();
const logLines: string[] = [];
const server = await startTestApp({
  config: testConfig({ JOBS: 'off', LOG_LEVEL: 'info' }),
  now: () => clock,
  mailTransport: smtp,
  logStream: new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  }),
});
afterAll(() => server.close());
const { app, db } = server;

const supervisorId = await addOfficer(db, 'outbox.chief@caa.example', 'supervisor', 'Chief');
await addOfficer(db, 'outbox.desk@caa.example', 'officer');
const { browser: supervisor } = await signInNewOfficer(app, 'outbox.chief@caa.example', clock);
const { browser: officer } = await signInNewOfficer(app, 'outbox.desk@caa.example', clock);

/** A message as the sender leaves it: given up after its attempts, or delivered. */
async function placeMessage(status: 'failed' | 'delivered' | 'pending', subject: string) {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: ADDRESS,
      subject,
      textBody: 'Your application AA-2026-000001 is now: Approved.',
      htmlBody: '<p>Your application AA-2026-000001 is now: Approved.</p>',
      attachments: [
        { filename: 'receipt.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0=' },
      ],
      status,
      attempts: status === 'pending' ? 0 : 10,
      lastError: status === 'failed' ? 'connection refused for [email]' : null,
      deliveredAt: status === 'delivered' ? clock : null,
      deliveredVia: status === 'delivered' ? 'smtp' : null,
    })
    .returning();
  if (!row) throw new Error('no message');
  return row;
}

const listed = async (query = '') => {
  const response = await supervisor.call('GET', `${OUTBOX_API_PATHS.messages}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return outboxMessagesSchema.parse(response.json()).messages;
};

async function rowsAddressed() {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, ADDRESS))
    .orderBy(mailOutbox.id);
}

async function auditOf(id: number) {
  return db
    .select()
    .from(officerAudit)
    .where(eq(officerAudit.subjectId, String(id)))
    .orderBy(desc(officerAudit.id));
}

describe('the mail outbox in the console (LIFE-17)', () => {
  it('lists the failed message with why, naming no one, and sends it again once, audited', async () => {
    const failed = await placeMessage('failed', 'Application AA-2026-000001: Approved');
    const messages = await listed('?failedOnly=true');
    expect(messages).toContainEqual({
      id: failed.id,
      subject: 'Application AA-2026-000001: Approved',
      status: 'failed',
      writtenAt: failed.sentAt.toISOString(),
      attempts: 10,
      deliveredAt: null,
      lastError: 'connection refused for [email]',
    });
    expect(JSON.stringify(messages)).not.toContain('tan.ah.kow');

    const resent = await supervisor.call('POST', OUTBOX_API_PATHS.resend, { id: failed.id });
    expect(resent.statusCode, resent.body).toBe(204);

    // A new message, the same in every part; the failed one stays as the sender left it.
    const [original, copy, ...more] = await rowsAddressed();
    expect(more).toEqual([]);
    expect(original).toEqual(failed);
    expect(copy).toMatchObject({
      status: 'pending',
      attempts: 0,
      subject: failed.subject,
      textBody: failed.textBody,
      htmlBody: failed.htmlBody,
      attachments: failed.attachments,
    });
    expect((await listed())[0]).toMatchObject({ id: copy?.id, status: 'pending' });
    expect((await listed('?failedOnly=true')).map(({ id }) => id)).toContain(failed.id);

    await app.jobs.run(SEND_OUTBOX_JOB);
    await app.jobs.run(SEND_OUTBOX_JOB);
    const sent = smtp.delivered.filter(({ to }) => to === ADDRESS);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.attachments?.[0]?.filename).toBe('receipt.pdf');
    expect((await rowsAddressed()).map(({ status }) => status)).toEqual(['failed', 'delivered']);

    expect(await auditOf(failed.id)).toEqual([
      expect.objectContaining({
        actor: supervisorId,
        action: 'mail.resend',
        subjectType: 'mail',
        message: 'Queued again as a new message (was failed)',
      }),
    ]);
    expect(logLines.filter((line) => line.includes('tan.ah.kow'))).toEqual([]);
  });

  it('sends a delivered message again too', async () => {
    const delivered = await placeMessage('delivered', 'Your account has been approved');
    const resent = await supervisor.call('POST', OUTBOX_API_PATHS.resend, { id: delivered.id });
    expect(resent.statusCode, resent.body).toBe(204);
    expect((await listed())[0]).toMatchObject({
      subject: 'Your account has been approved',
      status: 'pending',
    });
  });

  it('queues one copy of two re-sends at once (a double click, two supervisors), LIFE-21', async () => {
    const failed = await placeMessage('failed', 'Your payment has been received');
    const before = await rowsAddressed();

    const answers = await Promise.all([
      supervisor.call('POST', OUTBOX_API_PATHS.resend, { id: failed.id }),
      supervisor.call('POST', OUTBOX_API_PATHS.resend, { id: failed.id }),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      status: 409,
      detail: expect.stringMatching(
        /^This message was sent again at .*\d{1,2}:\d{2} [ap]m;/,
      ) as string,
    });
    expect(await rowsAddressed()).toHaveLength(before.length + 1);
    expect(await auditOf(failed.id)).toHaveLength(1);
  });

  it('refuses a message still waiting for the sender: it is sent without being asked', async () => {
    const waiting = await placeMessage('pending', 'Waiting');
    const before = await rowsAddressed();

    const refused = await supervisor.call('POST', OUTBOX_API_PATHS.resend, { id: waiting.id });

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 409, detail: OUTBOX_MESSAGES.stillPending });
    expect(await rowsAddressed()).toEqual(before);
    expect(await auditOf(waiting.id)).toEqual([]);
  });

  it('answers an unknown message 404 and a malformed number 400, in the envelope', async () => {
    const unknown = await supervisor.call('POST', OUTBOX_API_PATHS.resend, { id: 987_654_321 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404, detail: OUTBOX_MESSAGES.notFound });

    for (const body of [{ id: 'x' }, { id: -1 }, { id: 1.5 }, { id: 2 ** 64 }, {}]) {
      const malformed = await supervisor.call('POST', OUTBOX_API_PATHS.resend, body);
      expect(malformed.statusCode, JSON.stringify(body)).toBe(400);
      expect(malformed.json()).toMatchObject({ status: 400, errorCodes: ERROR_CODES.validation });
    }
    const badFilter = await supervisor.call('GET', `${OUTBOX_API_PATHS.messages}?failedOnly=yes`);
    expect(badFilter.statusCode).toBe(400);
  });

  it('refuses an officer who is not a supervisor, changing nothing', async () => {
    const failed = await placeMessage('failed', 'Refused');
    const before = await rowsAddressed();

    expect((await officer.call('GET', OUTBOX_API_PATHS.messages)).statusCode).toBe(403);
    const refused = await officer.call('POST', OUTBOX_API_PATHS.resend, { id: failed.id });

    expect(refused.statusCode).toBe(403);
    expect(await rowsAddressed()).toEqual(before);
    expect(await auditOf(failed.id)).toEqual([]);
  });
});
