import {
  JOB_RUN_MESSAGES,
  JOB_RUNS_API_PATHS,
  jobRunsSchema,
} from '@aviation-permits/domain/officer';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobStoreOf } from '../../db/job-store.js';
import { officerAudit } from '../../db/schema/officers.js';
import { addOfficer, signInNewOfficer } from '../../test-support/officer-browser.js';
import { startTestApp } from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';
import { LIFECYCLE_JOBS } from './lifecycle.module.js';

// LIFE-12: a supervisor lists the jobs' last runs and failures and runs a failed one again,
// audited; any other officer is refused. JOBS=off: no worker takes the run retried here.

const clock = new Date();
const server = await startTestApp({ config: testConfig({ JOBS: 'off' }), now: () => clock });
afterAll(() => server.close());
const { app, db } = server;

const supervisorId = await addOfficer(db, 'jobs.chief@caa.example', 'supervisor', 'Chief');
await addOfficer(db, 'jobs.desk@caa.example', 'officer');
const { browser: supervisor } = await signInNewOfficer(app, 'jobs.chief@caa.example', clock);
const { browser: officer } = await signInNewOfficer(app, 'jobs.desk@caa.example', clock);

/** A run of a real queue that failed, as the runner stores one (its error already masked). */
async function failedRun(): Promise<string> {
  const store = jobStoreOf(db);
  const { rows } = await store.executeSql(
    `insert into ${store.schema}.job (name, state, retry_limit, output)
     values ($1, 'failed', 0, $2) returning id`,
    [LIFECYCLE_JOBS.remind, JSON.stringify({ message: 'connection refused for [email]' })],
  );
  return (rows as [{ id: string }])[0].id;
}

const runs = async (query = '') => {
  const response = await supervisor.call('GET', `${JOB_RUNS_API_PATHS.runs}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return jobRunsSchema.parse(response.json()).runs;
};

describe('the jobs in the console (LIFE-12)', () => {
  it('lists the failed run with its error, and runs it again once, audited', async () => {
    const id = await failedRun();
    expect(await runs('?failedOnly=true')).toContainEqual(
      expect.objectContaining({
        id,
        name: LIFECYCLE_JOBS.remind,
        state: 'failed',
        error: 'connection refused for [email]',
      }),
    );

    const retried = await supervisor.call('POST', JOB_RUNS_API_PATHS.retry, { id });
    expect(retried.statusCode, retried.body).toBe(204);
    expect((await runs()).find((run) => run.id === id)).toMatchObject({ state: 'retry' });
    expect((await runs('?failedOnly=true')).map((run) => run.id)).not.toContain(id);

    const again = await supervisor.call('POST', JOB_RUNS_API_PATHS.retry, { id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: JOB_RUN_MESSAGES.notFailed });

    const audited = await db
      .select()
      .from(officerAudit)
      .where(eq(officerAudit.subjectId, id))
      .orderBy(desc(officerAudit.id));
    expect(audited).toEqual([
      expect.objectContaining({ actor: supervisorId, action: 'job.retry', subjectType: 'job' }),
    ]);
  });

  it('answers an unknown run 404 and a malformed id 400', async () => {
    const unknown = await supervisor.call('POST', JOB_RUNS_API_PATHS.retry, {
      id: '3b241101-e2bb-4255-8caf-4136c566a962',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: JOB_RUN_MESSAGES.notFound });
    const malformed = await supervisor.call('POST', JOB_RUNS_API_PATHS.retry, { id: 'x' });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses an officer who is not a supervisor, changing nothing', async () => {
    const id = await failedRun();
    expect((await officer.call('GET', JOB_RUNS_API_PATHS.runs)).statusCode).toBe(403);
    expect((await officer.call('POST', JOB_RUNS_API_PATHS.retry, { id })).statusCode).toBe(403);
    expect((await runs('?failedOnly=true')).map((run) => run.id)).toContain(id);
  });
});
