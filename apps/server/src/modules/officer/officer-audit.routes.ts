import {
  OFFICER_API_PATHS,
  officerAuditPageSchema,
  officerAuditQuerySchema,
} from '@aviation-permits/domain/officer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { OfficerAuditRepository } from './officer-audit.repository.js';

// GET /officer-service/v1/audit (OFF-8): the audit trail for supervisors, newest first, a page at a
// time (keyset on the row's id), optionally of one officer's actions or about one subject.

export function officerAuditRoutes(audit: OfficerAuditRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      serviceRoutePath('officer', OFFICER_API_PATHS.audit),
      {
        config: { requireOfficer: 'supervisor' },
        schema: {
          tags: ['officer audit'],
          summary: 'The audit trail, newest first (supervisors)',
          querystring: officerAuditQuerySchema,
          response: { 200: officerAuditPageSchema },
        },
      },
      async (request) => audit.page(request.query),
    );
  };
}
