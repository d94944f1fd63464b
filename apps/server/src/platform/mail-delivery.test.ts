import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/mail.js';
import { latestCodeFor, openSignInPage } from '../test-support/email-sign-in.js';
import { hangingTransport, recordingTransport } from '../test-support/fake-mail-transport.js';
import { CHEAP_HUMAN_CHECK } from '../test-support/human-check-solver.js';
import { startTestApp, type TestAppHandle } from '../test-support/test-app.js';
import { SEND_OUTBOX_JOB } from './mail-delivery.js';

// OPS-25: a request that e-mails writes the outbox in its own transaction and answers; the job
// sends the message, so no request waits on the mail server.

describe('mail sent by a request', () => {
  const smtp = hangingTransport();
  let server: TestAppHandle;
  beforeAll(async () => {
    server = await startTestApp({ humanCheck: CHEAP_HUMAN_CHECK, mailTransport: smtp });
  });
  afterAll(async () => {
    smtp.release();
    await server.close();
  });

  it('is answered while the SMTP server hangs, the message already in the outbox', async () => {
    const email = 'hanging.server@example.com';
    const page = await openSignInPage(server.app);

    const response = await page.requestCode(email, '203.0.113.7');

    expect(response.statusCode).toBe(202);
    expect(await latestCodeFor(server.app, email)).toMatch(/^\d{6}$/);
    // The request woke the sender, which handed the message to the server: it has not answered.
    await smtp.started;
    const [row] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
  });
});

describe('the mail job of the app', () => {
  const smtp = recordingTransport();
  let server: TestAppHandle;
  beforeAll(async () => {
    server = await startTestApp({ mailTransport: smtp });
  });
  afterAll(() => server.close());

  it('sends what the app wrote, once, however often it runs', async () => {
    await server.app.jobs.run(SEND_OUTBOX_JOB);
    const before = smtp.delivered.length;
    const [{ id } = { id: 0 }] = await server.db
      .insert(mailOutbox)
      .values({
        toAddress: 'once@example.com',
        subject: 'Once',
        textBody: '1',
        htmlBody: '<p>1</p>',
      })
      .returning({ id: mailOutbox.id });

    await Promise.all([1, 2, 3].map(() => server.app.jobs.run(SEND_OUTBOX_JOB)));
    await server.app.jobs.stop();

    expect(smtp.delivered.slice(before).map(({ to }) => to)).toEqual(['once@example.com']);
    const [row] = await server.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'delivered', deliveredVia: 'smtp', attempts: 1 });
  });
});
