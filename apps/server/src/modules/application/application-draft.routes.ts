import { API_PATHS } from '@aviation-permits/domain/http';
import {
  applicationRecordSchema,
  createDraftRequestSchema,
  draftSavedResponseSchema,
  removeApplicationRequestSchema,
  retrieveApplicationQuerySchema,
  saveDraftRequestSchema,
} from '@aviation-permits/domain/application';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceRoutePath } from '../../http/service-route-path.js';
import { applicantOf, requireActiveAccount } from './application-access.js';
import type { ApplicationDraftService } from './application-draft.service.js';

// Drafts and the record (APP-45 to APP-50): create, save (409 on a stale version), retrieve and
// remove. Signed-in ACTIVE applicants only; another applicant's application answers 404.

export function applicationDraftRoutes(drafts: ApplicationDraftService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireActiveAccount);
    const config = { requireSession: true };

    app.post(
      serviceRoutePath('permits', API_PATHS.applicationDraft),
      {
        config,
        schema: {
          tags: ['application'],
          summary: 'Creates a draft of the form’s category (and activity type), version 1',
          body: createDraftRequestSchema,
          response: { 201: draftSavedResponseSchema },
        },
      },
      async (request, reply) => {
        const saved = await drafts.create(applicantOf(request), request.body.form);
        return reply.status(201).send(saved);
      },
    );

    app.put(
      serviceRoutePath('permits', API_PATHS.applicationDraft),
      {
        config,
        schema: {
          tags: ['application'],
          summary: 'Saves a draft (or an application in Need Your Action); 409 on a stale version',
          body: saveDraftRequestSchema,
          response: { 200: draftSavedResponseSchema },
        },
      },
      (request) => drafts.save(applicantOf(request), request.body),
    );

    app.get(
      serviceRoutePath('permits', API_PATHS.applicationRetrieve),
      {
        config,
        schema: {
          tags: ['application'],
          summary: 'One application: form, status, reference, documents and status history',
          querystring: retrieveApplicationQuerySchema,
          response: { 200: applicationRecordSchema },
        },
      },
      (request) => drafts.retrieve(applicantOf(request), request.query.id),
    );

    app.post(
      serviceRoutePath('permits', API_PATHS.applicationRemove),
      {
        config,
        schema: {
          tags: ['application'],
          summary: 'Removes a draft and its documents',
          body: removeApplicationRequestSchema,
        },
      },
      async (request, reply) => {
        await drafts.remove(applicantOf(request), request.body);
        return reply.status(204).send();
      },
    );
  };
}
