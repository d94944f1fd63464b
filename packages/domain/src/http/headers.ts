// Custom request headers of the client pipeline (SEC-4, SEC-5, SEC-6, CONST-15). Lower case: HTTP header names are
// case-insensitive and Node presents them in lower case.

export const REQUEST_HEADERS = {
  /** The access-content token every service call carries; the server rejects calls without it. */
  accessContent: 'x-access-content',
  /** CSRF token for every state-changing call. */
  csrfToken: 'x-csrf-token',
  /** Solved human-check (ALTCHA) payload, base64 JSON, on the calls that require it. */
  humanCheck: 'x-human-check',
  /** CONST-15: "Client timeout value in headers: 2000". */
  clientTimeout: 'x-client-timeout',
} as const;

/** Headers every answer of the server carries. */
export const RESPONSE_HEADERS = {
  /** A fresh access-content token on every service response. */
  accessContent: 'x-access-content',
  /** The request's id, the one on its log lines (OPS-36); the error page shows it (OPS-67). */
  requestId: 'x-request-id',
} as const;
