import {
  CATEGORY_API_PATHS,
  saveDraftRequestSchema,
  submitApplicationResponseSchema,
} from '@aviation-permits/domain/application';
import { CATEGORY_IDS } from '@aviation-permits/domain/activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceRoutePath } from '../../http/service-route-path.js';
import { applicantOf, requireActiveAccount } from './application-access.js';
import type { ApplicationSubmissionService } from './application-submission.service.js';

// Each category's submission (APP-49): POST CATEGORY_API_PATHS[category].submit with the draft's
// id, version and whole form. The route's schema checks the draft level (formats, safe text); the
// service applies the submission rules, which depend on today's date.

export function applicationSubmitRoutes(
  submissions: ApplicationSubmissionService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireActiveAccount);
    for (const category of CATEGORY_IDS) {
      app.post(
        serviceRoutePath('permits', CATEGORY_API_PATHS[category].submit),
        {
          config: { requireSession: true },
          schema: {
            tags: ['application'],
            summary: `Submits a category ${category} application (or replies to Need Your Action)`,
            body: saveDraftRequestSchema,
            response: { 200: submitApplicationResponseSchema },
          },
        },
        (request) => submissions.submit(applicantOf(request), category, request.body),
      );
    }
  };
}
