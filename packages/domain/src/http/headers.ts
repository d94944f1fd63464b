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

/** The server also returns a fresh access-content token on every service response under this name. */
export const RESPONSE_HEADERS = {
  accessContent: 'x-access-content',
} as const;
