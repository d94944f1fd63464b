import {
  CATEGORY_API_PATHS,
  aerialActivityInitData,
  aerialActivityInitDataSchema,
  aerialPhotoInitData,
  aerialPhotoInitDataSchema,
  craneInitData,
  craneInitDataSchema,
  shipInitData,
  shipInitDataSchema,
  type InitDataContext,
} from '@aviation-permits/domain/application';
import { singaporeCalendarDate } from '@aviation-permits/domain/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { EligibilitySettings } from '../../config/eligibility.js';
import type { FeeSchedule } from '../../config/fees.js';
import type { PublicHolidays } from '../../platform/public-holidays.js';
import type { TemporaryRestrictedAreas } from '../../platform/temporary-restricted-areas.js';

// The four forms' init-data calls (APP-7): option lists and the rules' figures from the domain's
// builders, with the server's today in Singapore, its public holidays (the shipped list with
// PUBLIC_HOLIDAYS' and those supervisors add, APP-3, OFF-34) and the temporary restricted areas
// in force (ENQ-12), so a browser with a wrong clock still offers the right dates and its review
// step judges as the submission will (APP-9), and the fee schedule, so the review step says what
// the submission will charge (APP-70). Signed-in users only: the forms are behind the dashboard's guard.

const FORM_INIT_DATA: readonly {
  path: string;
  name: string;
  schema: z.ZodType;
  build: (context: InitDataContext) => unknown;
}[] = [
  {
    path: CATEGORY_API_PATHS[1].initData,
    name: 'aerial photography',
    schema: aerialPhotoInitDataSchema,
    build: aerialPhotoInitData,
  },
  {
    path: CATEGORY_API_PATHS[2].initData,
    name: 'crane',
    schema: craneInitDataSchema,
    build: craneInitData,
  },
  {
    path: CATEGORY_API_PATHS[3].initData,
    name: 'ship crossing',
    schema: shipInitDataSchema,
    build: shipInitData,
  },
  {
    path: CATEGORY_API_PATHS[4].initData,
    name: 'aerial activity',
    schema: aerialActivityInitDataSchema,
    build: aerialActivityInitData,
  },
];

export interface FormInitDataRouteDependencies {
  now: () => Date;
  /** The effective list (platform/public-holidays.ts), the one the submission counts with. */
  holidays: PublicHolidays;
  temporaryRestrictedAreas: TemporaryRestrictedAreas;
  /** The configured rule figures the review step's rules read (ENQ-10). */
  eligibility: EligibilitySettings;
  /** FEES: the review step shows the fee the submission will charge (APP-70). */
  fees: FeeSchedule;
}

export function formInitDataRoutes({
  now,
  holidays,
  temporaryRestrictedAreas,
  eligibility,
  fees,
}: FormInitDataRouteDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    for (const { path, name, schema, build } of FORM_INIT_DATA) {
      app.get(
        serviceRoutePath('permits', path),
        {
          config: { requireSession: true },
          schema: {
            tags: ['application'],
            summary: `The ${name} form's option lists and rule figures`,
            response: { 200: schema },
          },
        },
        async () =>
          build({
            today: singaporeCalendarDate(now()),
            holidays: await holidays(),
            temporaryAreas: await temporaryRestrictedAreas(),
            ...eligibility,
            fees,
          }),
      );
    }
  };
}
