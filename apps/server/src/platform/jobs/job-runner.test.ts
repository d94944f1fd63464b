import { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseConnection } from '../../db/database.js';
import { jobStoreOf, type JobStore } from '../../db/job-store.js';
import { serializeError } from '../../logging/scrub-personal-data.js';
import { deferred } from '../../test-support/deferred.js';
import { startTestAppOn } from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { createJobRunner, type JobRunner } from './job-runner.js';

// OPS-24: the job runner on the app's database. Each test names its own jobs, so the runners of
// one file never take each other's work.

const lines: string[] = [];
// The app's logger settings (personal data scrubbed from errors), into memory.
const logger = pino(
  { level: 'info', serializers: { err: serializeError } },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  }),
);

let database: DatabaseConnection;
let store: JobStore;
beforeAll(async () => {
  database = await openTestDatabase();
  store = jobStoreOf(database.db);
});
afterAll(() => database.close());

const runnerWith = (workers = true): JobRunner => createJobRunner({ store, workers, logger });

async function schedules(): Promise<unknown[]> {
  const { rows } = await store.executeSql(`select name, cron from ${store.schema}.schedule`);
  return rows;
}

describe('the job runner (OPS-24)', () => {
  it('runs a registered job when it is sent, and lists the run', async () => {
    const runner = runnerWith();
    const ran = deferred();
    runner.register([{ name: 'test.sent', run: async () => ran.resolve() }]);
    await runner.start();

    await runner.send('test.sent');
    await ran.promise;
    await runner.stop();

    const runs = await runner.recentRuns();
    expect(runs.filter(({ name }) => name === 'test.sent')).toEqual([
      expect.objectContaining({ state: 'completed', retries: 0, error: null }),
    ]);
  });

  it('lists a failed run with its error, personal data masked, and runs it again on retry', async () => {
    const runner = runnerWith();
    const ranAgain = deferred();
    let runs = 0;
    runner.register([
      {
        name: 'test.fails-once',
        retries: 0,
        run: async () => {
          runs += 1;
          if (runs === 1) throw new Error('no mailbox for tan.ah.kow@example.com');
          ranAgain.resolve();
        },
      },
    ]);
    await runner.start();
    await runner.send('test.fails-once');

    const failed = await vi.waitFor(async () => {
      const [run] = await runner.recentRuns({ failedOnly: true });
      if (run === undefined) throw new Error('not failed yet');
      return run;
    });
    expect(failed).toMatchObject({ name: 'test.fails-once', error: 'no mailbox for [email]' });
    const stored = await store.executeSql(`select output from ${store.schema}.job where id = $1`, [
      failed.id,
    ]);
    expect(JSON.stringify(stored.rows)).not.toContain('tan.ah.kow');

    expect(await runner.retry(failed.id)).toBe('retried');
    await ranAgain.promise;
    await runner.stop();
    expect(await runner.retry(failed.id)).toBe('not-failed');
    expect(await runner.retry('3b241101-e2bb-4255-8caf-4136c566a962')).toBe('not-found');
    expect(await runner.retry("x' or 1=1")).toBe('not-found');
    expect(lines.join('')).toContain('"job":"test.fails-once"');
    expect(lines.join('')).not.toContain('tan.ah.kow');
  });

  it('with JOBS=off runs nothing and keeps no schedule; an instance that runs jobs takes what it sent', async () => {
    const webOnly = runnerWith(false);
    const notHere = vi.fn(async () => {});
    webOnly.register([{ name: 'test.elsewhere', schedule: '0 3 * * *', run: notHere }]);
    await webOnly.start();
    await webOnly.send('test.elsewhere');
    await webOnly.stop();

    expect(await schedules()).not.toContainEqual(
      expect.objectContaining({ name: 'test.elsewhere' }),
    );
    const waiting = (await webOnly.recentRuns()).filter(({ name }) => name === 'test.elsewhere');
    expect(waiting).toEqual([expect.objectContaining({ state: 'created' })]);

    const worker = runnerWith(true);
    const ran = deferred();
    worker.register([
      { name: 'test.elsewhere', schedule: '0 3 * * *', run: async () => ran.resolve() },
    ]);
    await worker.start();
    await ran.promise;
    await worker.stop();

    expect(notHere).not.toHaveBeenCalled();
    expect(await schedules()).toContainEqual({ name: 'test.elsewhere', cron: '0 3 * * *' });
  });

  it('keeps one waiting run of a job however often it is sent', async () => {
    const webOnly = runnerWith(false);
    webOnly.register([{ name: 'test.once', run: async () => {} }]);
    await webOnly.start();

    await Promise.all([webOnly.send('test.once'), webOnly.send('test.once')]);
    await webOnly.send('test.once');
    await webOnly.stop();

    const runs = await webOnly.recentRuns();
    expect(runs.filter(({ name }) => name === 'test.once')).toHaveLength(1);
  });

  it('stops only once the running job has finished', async () => {
    const runner = runnerWith();
    const started = deferred();
    const finish = deferred();
    runner.register([
      {
        name: 'test.slow',
        run: async () => {
          started.resolve();
          await finish.promise;
        },
      },
    ]);
    await runner.start();
    await runner.send('test.slow');
    await started.promise;

    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await nextTurn();
    expect(stopped).toBe(false);
    finish.resolve();
    await stopping;

    const runs = await runner.recentRuns();
    expect(runs.find(({ name }) => name === 'test.slow')).toMatchObject({ state: 'completed' });
  });

  it('refuses a job registered twice or after the start, and an unknown name', async () => {
    const runner = runnerWith(false);
    const job = { name: 'test.twice', run: async () => {} };
    expect(() => runner.register([job, job])).toThrow("Two jobs are named 'test.twice'.");
    await runner.start();
    expect(() => runner.register([{ name: 'test.late', run: async () => {} }])).toThrow(
      'Jobs are registered before the runner starts.',
    );
    await expect(runner.send('test.unknown')).rejects.toThrow(
      "No job is registered as 'test.unknown'.",
    );
    await runner.stop();
  });
});

describe("the app's runner", () => {
  it('starts with the app, with the platform and module jobs on their schedules, and stops with it', async () => {
    const appLines: string[] = [];
    for (let instance = 0; instance < 3; instance += 1) {
      const app = await startTestAppOn(database.db, {
        config: testConfig({ LOG_LEVEL: 'info' }),
        logStream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            appLines.push(chunk.toString('utf8'));
            done();
          },
        }),
      });
      await app.close();
    }

    expect(await schedules()).toEqual(
      expect.arrayContaining([
        { name: 'mail.send-outbox', cron: '* * * * *' },
        { name: 'housekeeping.prune', cron: '*/10 * * * *' },
      ]),
    );
    const logged = appLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.filter(({ msg }) => msg === 'Job runner started')).toHaveLength(3);
    expect(logged.filter(({ msg }) => msg === 'Job runner stopped')).toHaveLength(3);
    expect(logged.filter(({ level }) => level >= 50)).toEqual([]);
  });
});
