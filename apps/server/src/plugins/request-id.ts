import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { RESPONSE_HEADERS } from '@aviation-permits/domain/http';

// OPS-36: every request has one id, the one the proxy in front passes on (nginx's $request_id in
// X-Request-Id) when it is well formed, a fresh one otherwise. Fastify puts it on every log line
// the request writes (`reqId`), the answer carries it back in the same header, and a 500's envelope
// carries it too (errors.ts), so the error page can show it and support can find the line.

// The proxy passes it under the same name the answer carries it back under.
const REQUEST_ID_HEADER = RESPONSE_HEADERS.requestId;

/**
 * What the portal accepts from the proxy: nginx's 32 hexadecimal digits, a UUID, or any other id
 * of 8 to 64 letters, digits, dots, dashes and underscores. Anything else (a log-injection attempt,
 * a megabyte of text) is replaced, never written to the log.
 */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

function requestIdOf(raw: IncomingMessage): string {
  const passed = raw.headers[REQUEST_ID_HEADER];
  return typeof passed === 'string' && WELL_FORMED_REQUEST_ID.test(passed) ? passed : randomUUID();
}

/** Fastify server options: the id is chosen before any hook runs, so every line carries it. */
export const requestIdOptions = { requestIdHeader: false, genReqId: requestIdOf } as const;

export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
