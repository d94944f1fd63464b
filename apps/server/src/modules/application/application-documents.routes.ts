import fastifyMultipart from '@fastify/multipart';
import { API_PATHS } from '@aviation-permits/domain/http';
import {
  listDocumentsQuerySchema,
  listDocumentsResponseSchema,
  removeDocumentRequestSchema,
  retrieveDocumentQuerySchema,
} from '@aviation-permits/domain/application';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceRoutePath } from '../../http/service-route-path.js';
import { applicantOf, requireActiveAccount } from './application-access.js';
import { readDocumentUploads } from './application-document-upload.js';
import type { ApplicationDocumentsService } from './application-documents.service.js';
import { sendAttachment } from '../../http/attachment-reply.js';
import { perAccountLimit } from '../../platform/rate-limit/per-account-limit.js';

// Supporting documents (APP-40 to APP-44): upload (multipart), list, download and remove. ACTIVE
// applicants only; a document of another applicant's application answers 404 (APP-55).

/** Uploads per account per hour: a person adds a few files, a script many. */
const UPLOADS_PER_HOUR = 60;

export function applicationDocumentRoutes(
  documents: ApplicationDocumentsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart);
    app.addHook('preValidation', requireActiveAccount);

    app.post(
      serviceRoutePath('permits', API_PATHS.documentUpload),
      {
        config: {
          requireSession: true,
          rateLimit: perAccountLimit(UPLOADS_PER_HOUR, 60 * 60 * 1000),
        },
        schema: {
          tags: ['document'],
          summary:
            'Adds documents to an editable application (multipart: 1 to 5 `documents` files; PDF, PNG, JPG, JPEG; 2,048,000 bytes each; 5 per application)',
          consumes: ['multipart/form-data'],
          querystring: listDocumentsQuerySchema,
          response: { 200: listDocumentsResponseSchema },
        },
      },
      async (request) => ({
        documents: await documents.upload(applicantOf(request), request.query.applicationId, () =>
          readDocumentUploads(request),
        ),
      }),
    );

    app.get(
      serviceRoutePath('permits', API_PATHS.documentList),
      {
        config: { requireSession: true },
        schema: {
          tags: ['document'],
          summary: "An application's documents, oldest first",
          querystring: listDocumentsQuerySchema,
          response: { 200: listDocumentsResponseSchema },
        },
      },
      async (request) => ({
        documents: await documents.list(applicantOf(request), request.query.applicationId),
      }),
    );

    app.get(
      serviceRoutePath('permits', API_PATHS.documentRetrieve),
      {
        config: { requireSession: true },
        schema: {
          tags: ['document'],
          summary: 'Downloads a document with its stored name and content type',
          querystring: retrieveDocumentQuerySchema,
        },
      },
      async (request, reply) => {
        const { applicationId, documentId } = request.query;
        const { document, file } = await documents.retrieve(
          applicantOf(request),
          applicationId,
          documentId,
        );
        return sendAttachment(reply, { ...document, ...file });
      },
    );

    app.post(
      serviceRoutePath('permits', API_PATHS.documentRemove),
      {
        config: { requireSession: true },
        schema: {
          tags: ['document'],
          summary: 'Removes a document of an editable application',
          body: removeDocumentRequestSchema,
        },
      },
      async (request, reply) => {
        const { applicationId, documentId } = request.body;
        await documents.remove(applicantOf(request), applicationId, documentId);
        return reply.status(204).send();
      },
    );
  };
}
