import { createOutboxRepository } from '../../adapters/mail/outbox.repository.js';
import type { PortalModule } from '../../platform/portal-module.js';
import { jobRunsRoutes } from './job-runs.routes.js';
import { createLifecycleRepository } from './lifecycle.repository.js';
import { createLifecycleService } from './lifecycle.service.js';
import { outboxAdminRoutes } from './outbox-admin.routes.js';
import { createOutboxMessages } from './outbox-messages.js';
import { outboxRoutes } from './outbox.routes.js';

// The lifecycle over time (LIFE-3 to LIFE-9, docs/jobs.md): scheduled jobs on the platform's
// runner that expire what can no longer happen, remind applicants of a wait, and clear drafts left
// untouched; an application expired unpaid has its open checkout closed through the payment
// module's port (LIFE-16). Each is safe to run twice and on several instances at once. It also
// answers the console's view of every job's runs (LIFE-12) and of the mail outbox, whose messages
// a supervisor or `npm run outbox` sends again (LIFE-17, LIFE-18), audited through the officer
// module's port.

export const LIFECYCLE_JOBS = {
  expire: 'lifecycle.expire',
  remind: 'lifecycle.remind',
  staleDrafts: 'lifecycle.stale-drafts',
} as const;

export const lifecycleModule: PortalModule = {
  name: 'lifecycle',
  build: ({ config, db, mailer, now, logger, jobs, adminToken, port }) => {
    const audit = port('officerAudit');
    const outboxMessages = createOutboxMessages({
      db,
      outbox: createOutboxRepository(db),
      mailer,
      now,
    });
    const lifecycle = createLifecycleService({
      db,
      lifecycle: createLifecycleRepository(db),
      mailer,
      checkouts: port('paymentCheckouts'),
      settings: config.jobs.lifecycle,
      mail: { publicOrigin: config.publicOrigin, authorityName: config.portal.authorityName },
      now,
      logger,
    });
    return {
      serviceRoutes: {
        officer: [jobRunsRoutes({ db, jobs, audit, now }), outboxRoutes(outboxMessages, audit)],
      },
      routes:
        adminToken === undefined ? [] : [outboxAdminRoutes(adminToken, outboxMessages, audit)],
      jobs: [
        // Every five minutes: a wait expires as its activity starts, to the hour and minute.
        { name: LIFECYCLE_JOBS.expire, schedule: '*/5 * * * *', run: lifecycle.expire },
        { name: LIFECYCLE_JOBS.remind, schedule: '7 * * * *', run: lifecycle.remind },
        { name: LIFECYCLE_JOBS.staleDrafts, schedule: '17 * * * *', run: lifecycle.sweepDrafts },
      ],
    };
  },
};
