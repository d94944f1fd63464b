import { activeOfficersSchema, OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { OfficerRepository } from './officer.repository.js';

// Whom a supervisor may hand an application to (OFF-43): the active officers, by name. Supervisors
// only, as reassigning is theirs; the decision call checks the chosen one again.

export function officerDirectoryRoutes(officers: OfficerRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      serviceRoutePath('officer', OFFICER_API_PATHS.officers),
      {
        config: { requireOfficer: 'supervisor' },
        schema: {
          tags: ['officer applications'],
          summary: 'The active officers and supervisors, by name, to reassign an application to',
          response: { 200: activeOfficersSchema },
        },
      },
      async () => {
        const active = (await officers.list()).filter(({ status }) => status === 'active');
        return {
          officers: active
            .map(({ id, displayName, role }) => ({ id, displayName, role }))
            .sort((a, b) => a.displayName.localeCompare(b.displayName)),
        };
      },
    );
  };
}
