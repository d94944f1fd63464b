import {
  DEV_MAILBOX_PATHS,
  OPERATIONAL_PATHS,
  REDIRECT_PATHS,
  SERVICE_BASE_PATHS,
} from '@aviation-permits/domain/http';
import type { FastifyInstance } from 'fastify';
import type { HttpError } from '../errors/http-error.js';
import {
  AddressPartTooLongError,
  MethodNotAllowedError,
  NotFoundError,
} from '../errors/http-errors.js';

// ERR-18: the paths the server answers itself, never with a page of the web app. A path is the
// server's when its first segment is that of a path the domain spells for it (the services, the
// browser navigations, the operational paths, the development mailbox: the server's even where
// configuration leaves their routes out, as production does /dev and may /api-docs) or of any
// route the app registers (the payment gateway's notification, the internal account call, the
// sandbox checkout, /.well-known): read from the route table as routes are added, so a new
// module's paths are covered the day they are. Such a path that matches no route is answered in the envelope: 405 with Allow when
// the path exists for other methods, 400 when a part of it is longer than the router matches,
// else 404.

/** The path of a request's URL, without its query. */
export function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

function firstSegmentOf(path: string): string {
  return path.split('/')[1] ?? '';
}

const DOMAIN_SERVER_PATHS = [
  ...Object.values(SERVICE_BASE_PATHS),
  ...Object.values(REDIRECT_PATHS),
  ...Object.values(OPERATIONAL_PATHS),
  ...Object.values(DEV_MAILBOX_PATHS),
];

export interface ServerPaths {
  /** Called for every route the app registers (an onRoute hook). */
  addRoute(url: string): void;
  /** True when the path lies under one of the server's own prefixes. */
  owns(path: string): boolean;
}

export function createServerPaths(): ServerPaths {
  const segments = new Set<string>();
  const addRoute = (url: string) => {
    const segment = firstSegmentOf(url);
    // The web app's files are served by a wildcard at the root: that is no prefix of the server's.
    if (segment !== '' && !segment.startsWith(':') && !segment.startsWith('*')) {
      segments.add(segment);
    }
  };
  DOMAIN_SERVER_PATHS.forEach(addRoute);
  return { addRoute, owns: (path) => segments.has(firstSegmentOf(path)) };
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A route of the app answers `method` at `path`; the web app's root wildcard does not count. */
function routeAnswers(app: FastifyInstance, method: string, path: string): boolean {
  const found = app.findRoute({ method, url: path });
  if (!found) return false;
  const params = found.params as Record<string, string | undefined>;
  return params['*'] !== path.slice(1);
}

/** Why no route matched a request for the server's path: the error to answer with. */
export function unmatchedRequestError(
  app: FastifyInstance,
  method: string,
  path: string,
): HttpError {
  const maxParamLength = app.initialConfig.routerOptions?.maxParamLength ?? 100;
  if (path.split('/').some((segment) => decoded(segment).length > maxParamLength)) {
    return new AddressPartTooLongError(maxParamLength);
  }
  const allowed = METHODS.filter((other) => other !== method && routeAnswers(app, other, path));
  return allowed.length > 0 ? new MethodNotAllowedError(method, allowed) : new NotFoundError();
}
