// The codes of the error envelope (ERR-1) and the firewall's marker, apart from the envelope's
// schema: the web app's start-up code reads them, and needs no zod for that (PERF-8).

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  invalidCsrf: 'INVALID CSRF TOKEN',
  invalidHumanCheck: 'INVALID RC TOKEN',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  unauthorized: '401 UNAUTHORIZED',
  invalidAccessContent: 'INVALID ACCESS CONTENT',
  badRequest: 'BAD_REQUEST',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  requestTimeout: 'REQUEST_TIMEOUT',
  headersTooLarge: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
  conflict: 'CONFLICT',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  internal: 'INTERNAL_SERVER_ERROR',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * The marker a web application firewall in front of the portal puts in the body of a 403 it
 * produces itself (ERR-9: "Request has been blocked for security reasons...").
 * The portal never sends it; the client looks for it to tell a firewall block from a portal 403.
 */
export const FIREWALL_SIGNATURE = 'Request has been blocked for security reasons';
