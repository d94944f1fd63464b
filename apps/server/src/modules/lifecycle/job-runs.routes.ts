import {
  JOB_RUN_MESSAGES,
  JOB_RUNS_API_PATHS,
  JOB_RUNS_LISTED,
  jobRunsQuerySchema,
  jobRunsSchema,
  retryJobRunSchema,
} from '@aviation-permits/domain/officer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import { ConflictError, NotFoundError } from '../../errors/http-errors.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import { signedInOfficer } from '../../http/signed-in-officer.js';
import type { JobsService } from '../../platform/jobs/job-runner.js';
import type { OfficerAuditPort } from '../../platform/ports/officer-audit.js';

// LIFE-12: the console's view of the background jobs, for supervisors (403 to another officer, by
// the officer-session plugin): the last runs and failures, from the job runner, and the retry of a
// failed run, written to the audit trail once the runner has taken it.

interface JobRunsRoutesDependencies {
  db: Database;
  jobs: JobsService;
  audit: OfficerAuditPort;
  now: () => Date;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function jobRunsRoutes({ db, jobs, audit, now }: JobRunsRoutesDependencies) {
  const tags = ['officer jobs'];
  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.get(
      serviceRoutePath('officer', JOB_RUNS_API_PATHS.runs),
      {
        config: { requireOfficer: 'supervisor' },
        schema: {
          tags,
          summary: 'The background jobs’ last runs, newest first, or only the failed (supervisors)',
          querystring: jobRunsQuerySchema,
          response: { 200: jobRunsSchema },
        },
      },
      async (request) => {
        const failedOnly = request.query.failedOnly === 'true';
        const runs = await jobs.recentRuns({ limit: JOB_RUNS_LISTED, failedOnly });
        return {
          runs: runs.map((run) => ({
            ...run,
            createdAt: run.createdAt.toISOString(),
            startedAt: iso(run.startedAt),
            completedAt: iso(run.completedAt),
          })),
        };
      },
    );

    app.post(
      serviceRoutePath('officer', JOB_RUNS_API_PATHS.retry),
      {
        config: { requireOfficer: 'supervisor' },
        schema: {
          tags,
          summary: 'Runs a failed job run again (supervisors); audited',
          body: retryJobRunSchema,
        },
      },
      async (request, reply) => {
        const { officerId } = signedInOfficer(request);
        const { id } = request.body;
        const outcome = await jobs.retry(id);
        if (outcome === 'not-found') throw new NotFoundError(JOB_RUN_MESSAGES.notFound);
        if (outcome === 'not-failed') throw new ConflictError(JOB_RUN_MESSAGES.notFailed);
        await db.transaction((tx) =>
          audit.append(
            request,
            {
              at: now(),
              actor: officerId,
              action: 'job.retry',
              subjectType: 'job',
              subjectId: id,
              message: 'A failed run started again',
            },
            tx,
          ),
        );
        return reply.status(204).send();
      },
    );
  };
  return plugin;
}
