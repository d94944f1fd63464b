import {
  API_PATHS,
  singaporeCalendarDate,
  zoneData,
  zoneDataSchema,
} from '@aviation-permits/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { prepareJson, sendPreparedJson, type PreparedJson } from '../../http/prepared-json.js';
import { serviceRoutePath } from '../../http/service-route-path.js';

// MAP-6: every zone the map draws and the Enquiry Tool decides by, as GeoJSON, for every visitor
// (the Enquiry Tool is public). The answer changes only with the day in Singapore (temporary
// restricted areas start and end), so it is built and serialized once a day and answered with an
// ETag; a browser holding the day's copy gets 304 (PERF-7).

export function zoneDataRoutes(now: () => Date): FastifyPluginAsyncZod {
  let cached: { day: string; answer: PreparedJson } | undefined;

  function answerFor(day: string): PreparedJson {
    if (cached?.day !== day) {
      cached = { day, answer: prepareJson(zoneDataSchema, zoneData({ today: day })) };
    }
    return cached.answer;
  }

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
            304: z.void().describe("The copy named by If-None-Match is today's (PERF-7)"),
          },
        },
      },
      // The prepared buffer is sent as it is; the schema above documents it.
      async (request, reply) =>
        sendPreparedJson(request, reply, answerFor(singaporeCalendarDate(now()))),
    );
  };
}
