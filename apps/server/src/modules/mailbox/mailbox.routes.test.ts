import { DEV_MAILBOX_PATHS, mailboxSchema } from '@aviation-permits/domain/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRepository } from '../../adapters/mail/outbox.repository.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';

// The development outbox (OPS-11): /dev/mailbox (a page) and /dev/mailbox.json, newest first,
// only outside production.

let server: TestAppHandle;

beforeAll(async () => {
  server = await startTestApp();
  const outbox = createOutboxRepository(server.db);
  await outbox.add({ to: 'first@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
  await outbox.add({
    to: 'second@example.com',
    subject: 'Second <script>',
    text: 'two & more',
    html: '<p>two</p>',
  });
});
afterAll(() => server.close());

describe('the development mailbox', () => {
  it('lists the messages as JSON, newest first', async () => {
    const response = await server.app.inject({ method: 'GET', url: DEV_MAILBOX_PATHS.json });

    expect(response.statusCode).toBe(200);
    const messages = mailboxSchema.parse(response.json());
    expect(messages.map(({ to, subject, text, html }) => ({ to, subject, text, html }))).toEqual([
      {
        to: 'second@example.com',
        subject: 'Second <script>',
        text: 'two & more',
        html: '<p>two</p>',
      },
      { to: 'first@example.com', subject: 'First', text: 'one', html: '<p>one</p>' },
    ]);
    expect(Number.isNaN(Date.parse(messages[0]?.sentAt ?? ''))).toBe(false);
  });

  it('shows them on a page, newest first, with every text escaped', async () => {
    const response = await server.app.inject({ method: 'GET', url: DEV_MAILBOX_PATHS.page });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>Development mailbox</h1>');
    expect(response.body).toContain('Second &lt;script&gt;');
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('two &amp; more');
    expect(response.body.indexOf('second@example.com')).toBeLessThan(
      response.body.indexOf('first@example.com'),
    );
  });
});

describe('in production', () => {
  let production: TestAppHandle;

  beforeAll(async () => {
    production = await startTestApp({
      config: { ...testConfig(), environment: 'production', isProduction: true },
    });
  });
  afterAll(() => production.close());

  it.each([DEV_MAILBOX_PATHS.page, DEV_MAILBOX_PATHS.json])('%s does not exist', async (url) => {
    const response = await production.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('example.com');
  });
});
