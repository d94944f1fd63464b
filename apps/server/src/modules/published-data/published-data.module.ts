import type { PortalModule } from '../../platform/portal-module.js';
import { createPublicHolidayRepository } from '../../platform/published-data/public-holiday.repository.js';
import { createTemporaryAreaRepository } from '../../platform/published-data/temporary-area.repository.js';
import { publicHolidayRoutes } from './public-holidays.routes.js';
import { createPublicHolidaysService } from './public-holidays.service.js';
import { restrictedAreaRoutes } from './restricted-areas.routes.js';
import { createRestrictedAreasService } from './restricted-areas.service.js';

// Data the authority publishes through the officer console (docs/officer-console.md, OFF-30 to
// OFF-36): temporary restricted areas and public holidays, on the officer service, each change
// audited through the officer module's officerAudit port. What reads them (the map, the Enquiry
// Tool, the forms, the submission) asks the platform: temporary-restricted-areas.ts and
// public-holidays.ts.

export const publishedDataModule: PortalModule = {
  name: 'published-data',
  build: ({ config, db, now, port }) => {
    const audit = port('officerAudit');
    return {
      serviceRoutes: {
        officer: [
          restrictedAreaRoutes(
            createRestrictedAreasService({
              db,
              areas: createTemporaryAreaRepository(db),
              audit,
              configured: config.temporaryRestrictedAreas,
              now,
            }),
          ),
          publicHolidayRoutes(
            createPublicHolidaysService({
              db,
              holidays: createPublicHolidayRepository(db),
              audit,
              published: config.publicHolidays,
              now,
            }),
          ),
        ],
      },
    };
  },
};
