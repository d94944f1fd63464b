import type { Socket } from 'node:net';
import { ERROR_CODES, type ErrorEnvelope } from '@aviation-permits/domain/http';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { HttpError } from '../errors/http-error.js';
import { AddressPartTooLongError, BadRequestError } from '../errors/http-errors.js';

// ERR-1, ERR-3: the answers Fastify's router and Node's HTTP parser give before any route or hook
// runs (a path with a broken percent-escape or a parameter over MAX_PARAM_LENGTH, headers over
// the size limit, a malformed Content-Length, a request that timed out) are the one envelope too. They are Fastify server
// options, not hooks, because they fire before the request enters the plugin tree.

const BAD_ESCAPE_DETAIL = 'The address is not valid: it contains a broken percent-escape.';

/** Node's parser errors (by code) that have their own status; every other one is a 400. */
const PARSER_ERRORS: Record<string, HttpError> = {
  HPE_HEADER_OVERFLOW: new HttpError(
    431,
    ERROR_CODES.headersTooLarge,
    'The request headers are too large.',
  ),
  ERR_HTTP_REQUEST_TIMEOUT: new HttpError(
    408,
    ERROR_CODES.requestTimeout,
    'The request took too long to arrive.',
  ),
};
const MALFORMED_REQUEST = new BadRequestError('The request is not valid HTTP.');

const STATUS_TEXTS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

function rawEnvelopeResponse(error: HttpError): string {
  const body = JSON.stringify(error.toEnvelope() satisfies ErrorEnvelope);
  return [
    `HTTP/1.1 ${error.statusCode} ${STATUS_TEXTS[error.statusCode] ?? 'Bad Request'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

export const frameworkErrorOptions = {
  frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const maxParamLength = request.server.initialConfig.routerOptions?.maxParamLength ?? 100;
    const httpError =
      error.code === 'FST_ERR_BAD_URL'
        ? new BadRequestError(BAD_ESCAPE_DETAIL)
        : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? new AddressPartTooLongError(maxParamLength)
          : MALFORMED_REQUEST;
    reply.status(httpError.statusCode).send(httpError.toEnvelope());
  },
  clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
    // The client went away: there is no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const httpError = (error.code && PARSER_ERRORS[error.code]) || MALFORMED_REQUEST;
    if (socket.writable) socket.write(rawEnvelopeResponse(httpError));
    socket.destroy();
  },
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;
