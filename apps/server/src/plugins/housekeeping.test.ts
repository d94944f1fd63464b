import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { humanCheckSpent } from '../db/schema/human-check.js';
import type { JobDefinition } from '../platform/jobs/job-definition.js';
import { startTestApp, type TestAppHandle } from '../test-support/test-app.js';
import { HOUSEKEEPING_JOB, housekeepingPlugin } from './housekeeping.js';

// OPS-17: expired rows are pruned by one scheduled job on the job runner, and once as each
// instance starts.

describe('housekeeping', () => {
  let server: TestAppHandle;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it("is the app's housekeeping.prune job, which deletes what has expired and keeps the rest", async () => {
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    await server.db.insert(humanCheckSpent).values([
      { challengeId: 'expired', expiresAt: past },
      { challengeId: 'live', expiresAt: future },
    ]);

    await server.app.jobs.run(HOUSEKEEPING_JOB);

    const left = await server.db.select().from(humanCheckSpent);
    expect(left.map(({ challengeId }) => challengeId)).toEqual(['live']);
  });

  it('runs every pruner at start and in each run, even when one of them fails', async () => {
    const registered: JobDefinition[] = [];
    const pruned = vi.fn(async () => {});
    const app = Fastify({ logger: false });
    await app.register(housekeepingPlugin, {
      pruners: [
        async () => {
          throw new Error('table locked');
        },
        pruned,
      ],
      now: () => new Date('2026-03-02T09:00:00Z'),
      jobs: { register: (jobs) => registered.push(...jobs) },
    });
    await app.ready();
    expect(pruned).toHaveBeenCalledTimes(1);

    const [job] = registered;
    expect(job).toMatchObject({ name: HOUSEKEEPING_JOB, schedule: '*/10 * * * *' });
    await expect(job?.run()).rejects.toThrow('table locked');
    expect(pruned).toHaveBeenCalledTimes(2);
    expect(pruned).toHaveBeenLastCalledWith(new Date('2026-03-02T09:00:00Z'));
    await app.close();
  });
});
