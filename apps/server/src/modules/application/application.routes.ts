import { API_PATHS } from '@aviation-permits/domain/http';
import { areasInForce } from '@aviation-permits/domain/geo';
import { initDataSchema } from '@aviation-permits/domain/init-data';
import { singaporeCalendarDate } from '@aviation-permits/domain/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPreparedJson } from '../../http/prepared-json.js';
import { preparedOnChange } from '../../http/prepared-on-change.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { EligibilitySettings } from '../../config/eligibility.js';
import type { TemporaryRestrictedAreas } from '../../platform/temporary-restricted-areas.js';
import { prepareInitDataAnswer } from './init-data-answer.js';

// The permits service's application calls. The shared initial data is the domain package's own
// (categories, activity types, option lists, constants, countries), the same for every visitor,
// with the server's today in Singapore, the temporary restricted areas in force and the configured
// rule figures, by which the Enquiry Tool judges in the browser whatever the browser's clock says
// (ENQ-12) and as the server is configured (ENQ-10).

export interface ApplicationRouteDependencies {
  now: () => Date;
  temporaryRestrictedAreas: TemporaryRestrictedAreas;
  eligibility: EligibilitySettings;
}

export function applicationRoutes({
  now,
  temporaryRestrictedAreas,
  eligibility,
}: ApplicationRouteDependencies): FastifyPluginAsyncZod {
  const answerFor = preparedOnChange(prepareInitDataAnswer);
  return async (app) => {
    app.get(
      serviceRoutePath('permits', API_PATHS.initData),
      {
        schema: {
          tags: ['application'],
          summary: 'Shared initial data for /home, /dashboard and the Enquiry Tool',
          response: {
            200: initDataSchema,
            304: z.void().describe('The copy named by If-None-Match is current (PERF-7)'),
          },
        },
      },
      // PERF-7: the prepared buffer, compressed once, is sent as it is (the schema above documents
      // it), or 304 when the browser's copy is current.
      async (request, reply) => {
        const today = singaporeCalendarDate(now());
        const temporaryAreas = areasInForce(await temporaryRestrictedAreas(), today);
        return sendPreparedJson(
          request,
          reply,
          answerFor({ today, temporaryAreas, ...eligibility }),
        );
      },
    );
  };
}
