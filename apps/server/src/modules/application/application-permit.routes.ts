import { REDIRECT_PATHS } from '@aviation-permits/domain/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { PermitsPort } from '../../platform/ports/permits.js';
import { applicantOf, requireActiveAccount } from './application-access.js';
import { ApplicationNotFoundError } from './application.errors.js';
import type { ApplicationRepository } from './application.repository.js';

// GET permit/download (PRM-7): the applicant's own (or their entity's) permit as stored at
// approval, the same bytes every time; a download link, so the pipeline lets it through without
// the access-content header. Another applicant's application, or one without a standing permit,
// answers 404.

export function applicationPermitRoutes(
  applications: ApplicationRepository,
  permits: PermitsPort,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireActiveAccount);
    app.get(
      serviceRoutePath('permits', REDIRECT_PATHS.permitDownload),
      {
        config: { requireSession: true },
        schema: {
          tags: ['application'],
          summary: "The approved application's permit (PDF), as issued",
          querystring: z.object({ applicationId: z.uuid() }),
        },
      },
      async (request, reply) => {
        const { applicationId } = request.query;
        const visible = await applications.findVisible(applicationId, applicantOf(request).scope);
        const permit = visible && (await permits.standing(visible.id));
        if (!permit) throw new ApplicationNotFoundError();
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${permit.fileName}"`)
          .send(permit.pdf);
      },
    );
  };
}
