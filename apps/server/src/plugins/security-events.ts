import { ERROR_CODES, SERVICE_BASE_PATHS } from '@aviation-permits/domain/http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toHttpError } from '../errors/to-http-error.js';

// OPS-37: one log line per security event, for whoever watches the log: a sign-in or sign-out
// (an applicant's or an officer's), an officer's action, a refusal (401, 403), a failed CSRF check
// and a 429. Each line has pino's time, the request id (reqId, OPS-36), the client's address and
// the account's or officer's id, and names the route by its pattern: never a code, a session id,
// a document's name or an NRIC, which the address itself or the body may carry (SEC-7, SEC-18).
// Sign-ins and sign-outs are read from the sessions the request started and ended with, so every
// way in (e-mail code, Singpass, Corppass, an officer's two factors) is covered without the
// modules' help. The firewall's blocks never reach the portal: nginx writes them (deploy/).

type SecurityEvent =
  | 'sign-in'
  | 'sign-out'
  | 'officer-sign-in'
  | 'officer-sign-out'
  | 'officer-action'
  | 'denied'
  | 'csrf-failure'
  | 'rate-limited';

interface SessionsAtStart {
  portalSessionId: string | undefined;
  accountId: string | undefined;
  officerSessionId: string | undefined;
  officerId: string | undefined;
  officerStage: string | undefined;
  errorCodes: string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    securityEventsStart: SessionsAtStart | null;
  }
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function refusalEvent(statusCode: number, errorCodes: string | undefined): SecurityEvent | null {
  if (statusCode === 429) return 'rate-limited';
  if (statusCode === 403 && errorCodes === ERROR_CODES.invalidCsrf) return 'csrf-failure';
  if (statusCode === 401 || statusCode === 403) return 'denied';
  return null;
}

/** The events a finished request stands for, with the person they concern. */
function eventsOf(request: FastifyRequest, statusCode: number, start: SessionsAtStart) {
  const events: Array<{ event: SecurityEvent; accountId?: string; officerId?: string }> = [];
  const portal = request.portalSession;
  const officer = request.officerSession;
  if (portal !== null && portal.id !== start.portalSessionId) {
    events.push({ event: 'sign-in', accountId: portal.accountId });
  }
  if (start.accountId !== undefined && portal === null && statusCode < 400) {
    events.push({ event: 'sign-out', accountId: start.accountId });
  }
  const officerMoved =
    officer !== null &&
    (officer.id !== start.officerSessionId || officer.stage !== start.officerStage);
  if (officerMoved) events.push({ event: 'officer-sign-in', officerId: officer.officerId });
  if (start.officerId !== undefined && officer === null && statusCode < 400) {
    events.push({ event: 'officer-sign-out', officerId: start.officerId });
  }
  const officerCall = (request.routeOptions.url ?? '').startsWith(`${SERVICE_BASE_PATHS.officer}/`);
  if (
    officerCall &&
    !officerMoved &&
    officer?.stage === 'signed-in' &&
    !READ_ONLY_METHODS.has(request.method) &&
    statusCode < 400
  ) {
    events.push({ event: 'officer-action', officerId: officer.officerId });
  }
  const refusal = refusalEvent(statusCode, start.errorCodes);
  if (refusal !== null) {
    events.push({
      event: refusal,
      ...(portal ? { accountId: portal.accountId } : {}),
      ...(officer ? { officerId: officer.officerId } : {}),
    });
  }
  return events;
}

export const securityEventsPlugin = fp(
  async (app) => {
    app.decorateRequest('securityEventsStart', null);

    // After the session plugins' own onRequest hooks: the sessions the request came with.
    app.addHook('onRequest', async (request) => {
      request.securityEventsStart = {
        portalSessionId: request.portalSession?.id,
        accountId: request.portalSession?.accountId,
        officerSessionId: request.officerSession?.id,
        officerId: request.officerSession?.officerId,
        officerStage: request.officerSession?.stage,
        errorCodes: undefined,
      };
    });

    // What the error handler will answer (errors.ts): a CSRF plugin's own error is a 403 there.
    app.addHook('onError', async (request, _reply, error) => {
      if (request.securityEventsStart === null) return;
      request.securityEventsStart.errorCodes = toHttpError(error, {
        contentType: request.headers['content-type'],
        bodyLimit: app.initialConfig.bodyLimit ?? 1_048_576,
      }).errorCodes;
    });

    app.addHook('onResponse', async (request, reply) => {
      const start = request.securityEventsStart;
      if (start === null) return;
      for (const found of eventsOf(request, reply.statusCode, start)) {
        request.log.info(
          {
            securityEvent: found.event,
            ...(found.accountId === undefined ? {} : { accountId: found.accountId }),
            ...(found.officerId === undefined ? {} : { officerId: found.officerId }),
            address: request.ip,
            method: request.method,
            route: request.routeOptions.url,
            statusCode: reply.statusCode,
          },
          'Security event',
        );
      }
    });
  },
  { name: 'security-events', dependencies: ['portal-session'] },
);
