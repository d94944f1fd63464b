import {
  PUBLISHED_DATA_API_PATHS,
  PUBLISHED_DATA_ROUTE_PATTERNS,
  addPublicHolidaySchema,
  officerPublicHolidaysSchema,
} from '@aviation-permits/domain/officer';
import { calendarDateSchema } from '@aviation-permits/domain/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceRoutePath } from '../../http/service-route-path.js';
import { signedInOfficer } from '../../http/signed-in-officer.js';
import type { PublicHolidaysService } from './public-holidays.service.js';

// OFF-34, OFF-35: every officer lists the public holidays; a supervisor adds a date with its name
// and removes one added here (403 to another officer, by the officer-session plugin).

const dateParams = z.object({ date: calendarDateSchema });

export function publicHolidayRoutes(holidays: PublicHolidaysService): FastifyPluginAsyncZod {
  const tags = ['officer published data'];
  return async (app) => {
    app.get(
      serviceRoutePath('officer', PUBLISHED_DATA_API_PATHS.publicHolidays),
      {
        config: { requireOfficer: true },
        schema: {
          tags,
          summary: 'The shipped and configured public holidays, and those added in the console',
          response: { 200: officerPublicHolidaysSchema },
        },
      },
      async () => holidays.list(),
    );

    app.post(
      serviceRoutePath('officer', PUBLISHED_DATA_API_PATHS.publicHolidays),
      {
        config: { requireOfficer: 'supervisor' },
        schema: {
          tags,
          summary: 'Adds a public holiday the lead times skip (supervisors); audited',
          body: addPublicHolidaySchema,
        },
      },
      async (request, reply) => {
        const { officerId } = signedInOfficer(request);
        await holidays.add(request, officerId, request.body);
        return reply.status(204).send();
      },
    );

    app.post(
      serviceRoutePath('officer', PUBLISHED_DATA_ROUTE_PATTERNS.publicHolidayRemoval),
      {
        config: { requireOfficer: 'supervisor' },
        schema: {
          tags,
          summary: 'Removes a public holiday added in the console (supervisors); audited',
          params: dateParams,
        },
      },
      async (request, reply) => {
        const { officerId } = signedInOfficer(request);
        await holidays.remove(request, officerId, request.params.date);
        return reply.status(204).send();
      },
    );
  };
}
