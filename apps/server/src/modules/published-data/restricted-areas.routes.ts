import {
  PUBLISHED_DATA_API_PATHS,
  PUBLISHED_DATA_ROUTE_PATTERNS,
  officerRestrictedAreasSchema,
  publishRestrictedAreaSchema,
  withdrawRestrictedAreaSchema,
} from '@aviation-permits/domain/officer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceRoutePath } from '../../http/service-route-path.js';
import { signedInOfficer } from '../../http/signed-in-officer.js';
import type { RestrictedAreasService } from './restricted-areas.service.js';

// OFF-30 to OFF-32: every officer lists the temporary restricted areas; a supervisor publishes
// one and withdraws one early (403 to another officer, by the officer-session plugin).

const idParams = z.object({ id: z.uuid({ error: 'Restricted area is invalid' }) });

export function restrictedAreaRoutes(areas: RestrictedAreasService): FastifyPluginAsyncZod {
  const tags = ['officer published data'];
  return async (app) => {
    app.get(
      serviceRoutePath('officer', PUBLISHED_DATA_API_PATHS.restrictedAreas),
      {
        config: { requireOfficer: true },
        schema: {
          tags,
          summary:
            'The published temporary restricted areas, newest first, and the configured ones',
          response: { 200: officerRestrictedAreasSchema },
        },
      },
      async () => areas.list(),
    );

    app.post(
      serviceRoutePath('officer', PUBLISHED_DATA_API_PATHS.restrictedAreas),
      {
        config: { requireOfficer: 'supervisor' },
        schema: {
          tags,
          summary: 'Publishes a temporary restricted area (supervisors); audited',
          body: publishRestrictedAreaSchema,
          response: { 201: z.object({ id: z.uuid() }) },
        },
      },
      async (request, reply) => {
        const { officerId } = signedInOfficer(request);
        const id = await areas.publish(request, officerId, request.body);
        return reply.status(201).send({ id });
      },
    );

    app.post(
      serviceRoutePath('officer', PUBLISHED_DATA_ROUTE_PATTERNS.restrictedAreaWithdrawal),
      {
        config: { requireOfficer: 'supervisor' },
        schema: {
          tags,
          summary: 'Ends a published temporary restricted area at once (supervisors); audited',
          params: idParams,
          body: withdrawRestrictedAreaSchema,
        },
      },
      async (request, reply) => {
        const { officerId } = signedInOfficer(request);
        await areas.withdraw(request, officerId, request.params.id, request.body.reason);
        return reply.status(204).send();
      },
    );
  };
}
