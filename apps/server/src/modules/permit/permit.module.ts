import type { PortalModule } from '../../platform/portal-module.js';
import { createPermitRepository } from './permit.repository.js';
import { permitVerifyRoutes } from './permit.routes.js';
import { createPermitService } from './permit.service.js';

// The issued permit (docs/permits.md): it provides the `permits` port, through which the
// application module issues a permit at approval, voids it when the decision is reopened or
// revoked, and serves the applicant's download; and it answers the public verification call.

export const permitModule: PortalModule = {
  name: 'permit',
  build: ({ config, db, now }) => {
    const permits = createPermitService({
      permits: createPermitRepository(db),
      authorityName: config.portal.authorityName,
      publicBaseUrl: config.identity.publicBaseUrl,
      now,
    });
    return {
      provides: { permits },
      serviceRoutes: { permits: [permitVerifyRoutes(permits)] },
    };
  },
};
