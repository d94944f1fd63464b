import { API_PATHS } from '@aviation-permits/domain/http';
import { areasInForce, zoneData, zoneDataSchema } from '@aviation-permits/domain/geo';
import { singaporeCalendarDate } from '@aviation-permits/domain/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { prepareJson, sendPreparedJson } from '../../http/prepared-json.js';
import { preparedOnChange } from '../../http/prepared-on-change.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { TemporaryRestrictedAreas } from '../../platform/temporary-restricted-areas.js';

// MAP-6: every zone the map draws and the Enquiry Tool decides by, as GeoJSON, for every visitor
// (the Enquiry Tool is public). The temporary restricted areas are the ones the authority
// publishes (ENQ-12, platform/temporary-restricted-areas.ts), those still in force on the
// server's day in Singapore. The answer changes only with that day or those areas, so it is built
// and serialized once per change and answered with an ETag; a browser holding the copy gets 304
// (PERF-7).

export interface ZoneDataRouteDependencies {
  now: () => Date;
  temporaryRestrictedAreas: TemporaryRestrictedAreas;
}

export function zoneDataRoutes({
  now,
  temporaryRestrictedAreas,
}: ZoneDataRouteDependencies): FastifyPluginAsyncZod {
  const answerFor = preparedOnChange((options: Parameters<typeof zoneData>[0]) =>
    prepareJson(zoneDataSchema, zoneData(options)),
  );

  return async (app) => {
    app.get(
      serviceRoutePath('permits', API_PATHS.mapZoneData),
      {
        schema: {
          tags: ['map'],
          summary:
            'The zones as GeoJSON: aerodromes, flight funnels, height limits, restricted areas',
          response: {
            200: zoneDataSchema,
            304: z.void().describe('The copy named by If-None-Match is current (PERF-7)'),
          },
        },
      },
      // The prepared buffer is sent as it is; the schema above documents it.
      async (request, reply) => {
        const today = singaporeCalendarDate(now());
        const temporaryAreas = areasInForce(await temporaryRestrictedAreas(), today);
        return sendPreparedJson(request, reply, answerFor({ today, temporaryAreas }));
      },
    );
  };
}
