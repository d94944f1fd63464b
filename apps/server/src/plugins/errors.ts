import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  DatabaseUnavailableError,
  MethodNotAllowedError,
  TooManyRequestsError,
} from '../errors/http-errors.js';
import { toHttpError } from '../errors/to-http-error.js';
import { createServerPaths, pathOf, unmatchedRequestError } from './server-paths.js';

// The one error handler and the one not-found handler (ERR-1): every non-2xx answer
// is the error envelope, and a 5xx never tells the caller more than "something went wrong".
// A path under one of the server's own prefixes is never a page (ERR-18, server-paths.ts).

/** Answers requests that match no route but are pages of the web app (the SPA fallback). */
export interface PageFallback {
  accepts(request: FastifyRequest): boolean;
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

export interface ErrorsPluginOptions {
  pageFallback?: PageFallback | undefined;
}

export const errorsPlugin = fp<ErrorsPluginOptions>(
  async (app, { pageFallback }) => {
    const serverPaths = createServerPaths();
    app.addHook('onRoute', (route) => serverPaths.addRoute(route.url));

    app.setErrorHandler(async (error, request, reply) => {
      const httpError = toHttpError(error, {
        contentType: request.headers['content-type'],
        bodyLimit: app.initialConfig.bodyLimit ?? 1_048_576,
      });
      if (
        httpError instanceof DatabaseUnavailableError ||
        httpError instanceof TooManyRequestsError
      ) {
        reply.header('retry-after', String(httpError.retryAfterSeconds));
      }
      if (httpError instanceof DatabaseUnavailableError) {
        // The driver's error may quote the query and its values, so only the fact is logged.
        request.log.warn('Request refused: the database is unavailable');
      } else if (httpError.statusCode >= 500) {
        request.log.error({ err: error }, 'Request failed');
      } else {
        request.log.info(
          { statusCode: httpError.statusCode, errorCodes: httpError.errorCodes },
          'Request refused',
        );
      }
      // A 500's envelope names the request, so the page that reports it can show support the id
      // its log line carries (OPS-36).
      const envelope = httpError.toEnvelope();
      if (httpError.statusCode === 500) envelope.requestId = request.id;
      return reply.status(httpError.statusCode).send(envelope);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const path = pathOf(request.url);
      if (!serverPaths.owns(path) && pageFallback?.accepts(request)) {
        return pageFallback.send(request, reply);
      }
      const error = unmatchedRequestError(app, request.method, path);
      if (error instanceof MethodNotAllowedError) reply.header('allow', error.allow.join(', '));
      throw error;
    });
  },
  { name: 'errors' },
);
