import fastifyMultipart from '@fastify/multipart';
import { licenceMapScreenshotFileName, PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import {
  listDocumentsQuerySchema,
  listDocumentsResponseSchema,
} from '@aviation-permits/domain/application';
import { MAP_API_PATHS } from '@aviation-permits/domain/geo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../errors/http-errors.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { ApplicationDocumentsPort } from '../../platform/ports/application-documents.js';
import { readScreenshot } from './screenshot-upload.js';
import { perAccountLimit } from '../../platform/rate-limit/per-account-limit.js';

// MAP-16: the map-upload service attaches the licence-map screenshot to one of the signed-in
// applicant's applications as a supporting document. The file is named as the screenshot is
// saved (CONST-18), whatever name the browser sent; the application module stores it.

/** Uploads per account per hour, as for document/upload: a person attaches a few. */
const UPLOADS_PER_HOUR = 60;

export interface MapUploadRouteOptions {
  documents: ApplicationDocumentsPort;
  productName: string;
}

export function mapUploadRoutes({
  documents,
  productName,
}: MapUploadRouteOptions): FastifyPluginAsyncZod {
  const fileName = `${licenceMapScreenshotFileName(productName)}.${PORTAL_CONSTANTS.screenshot.imageType}`;
  return async (app) => {
    await app.register(fastifyMultipart);

    app.post(
      serviceRoutePath('mapUpload', MAP_API_PATHS.screenshotUpload),
      {
        config: {
          requireSession: true,
          rateLimit: perAccountLimit(UPLOADS_PER_HOUR, 60 * 60 * 1000),
        },
        schema: {
          tags: ['map'],
          summary: 'Attach the licence-map screenshot (PNG) to an application as a document',
          consumes: ['multipart/form-data'],
          querystring: listDocumentsQuerySchema,
          response: { 200: listDocumentsResponseSchema },
        },
      },
      async (request) => {
        const session = request.portalSession;
        if (!session) throw new UnauthorizedError();
        const content = await readScreenshot(request);
        const attached = await documents.attach(session, request.query.applicationId, {
          fileName,
          contentType: 'image/png',
          content,
        });
        return { documents: [...attached] };
      },
    );
  };
}
