import type { PortalModule } from '../../platform/portal-module.js';
import { createHealthRepository } from './health.repository.js';
import { healthRoutes } from './health.routes.js';
import { createReadinessProbe } from './readiness-probe.js';

// /healthz, outside the service pipeline: load balancers send no access-content token.

export const healthModule: PortalModule = {
  name: 'health',
  build: ({ db, now, logger, mapSearch }) => {
    const health = createHealthRepository(db);
    const readiness = createReadinessProbe(health.ping, now, (error) =>
      logger.error({ err: error }, 'Health check: database unreachable'),
    );
    return { routes: [healthRoutes(readiness, mapSearch.source)] };
  },
};
