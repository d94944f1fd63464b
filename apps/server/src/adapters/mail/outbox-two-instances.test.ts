import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseConnection } from '../../db/database.js';
import { jobStoreOf } from '../../db/job-store.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { recordingTransport } from '../../test-support/fake-mail-transport.js';
import {
  startTestApp,
  startTestAppOn,
  type TestApp,
  type TestAppHandle,
} from '../../test-support/test-app.js';
import { SEND_OUTBOX_JOB } from '../../platform/mail-delivery.js';
import { createOutboxRepository } from './outbox.repository.js';

// OPS-25: two instances of the portal, each with its own connections to one PostgreSQL, send the
// outbox together; every message goes out exactly once. Only on PostgreSQL (PGlite is one
// connection in one process); CI's second pass runs it.

const MESSAGES = 60;
const smtp = recordingTransport();

let first: TestAppHandle;
let secondDatabase: DatabaseConnection;
let second: TestApp;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  first = await startTestApp({ mailTransport: smtp });
  // The first instance's schema, reached through connections of the second's own.
  const { rows } = await jobStoreOf(first.db).executeSql('select current_schema() as schema');
  const [{ schema }] = rows as [{ schema: string }];
  secondDatabase = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    postgresSchema: schema,
  });
  second = await startTestAppOn(secondDatabase.db, { mailTransport: smtp });
});
afterAll(async () => {
  if (!process.env.DATABASE_URL) return;
  await second.close();
  await secondDatabase.close();
  await first.close();
});

describe.skipIf(!process.env.DATABASE_URL)('two instances sending one outbox', () => {
  it('send every message exactly once', async () => {
    const outbox = createOutboxRepository(first.db);
    for (let index = 0; index < MESSAGES; index += 1) {
      await outbox.add({
        to: `applicant${index}@example.com`,
        subject: `Message ${index}`,
        text: 'Hello',
        html: '<p>Hello</p>',
      });
    }

    // Both instances' job, several runs each at once, beside whatever their workers run.
    await Promise.all(
      [first.app, second, first.app, second].map((app) => app.jobs.run(SEND_OUTBOX_JOB)),
    );
    // Stopping waits for the runs their workers may still have under way.
    await Promise.all([first.app.jobs.stop(), second.jobs.stop()]);

    const sentTo = smtp.delivered.map(({ to }) => to);
    expect(sentTo).toHaveLength(MESSAGES);
    expect(new Set(sentTo).size).toBe(MESSAGES);
    const rows = await first.db.select().from(mailOutbox);
    expect(rows.every(({ status, attempts }) => status === 'delivered' && attempts === 1)).toBe(
      true,
    );
  });
});
