import type { $ZodError, $ZodType } from 'zod/v4/core';
import {
  API_PATHS,
  ERROR_CODES,
  REQUEST_HEADERS,
  RESPONSE_HEADERS,
} from '@aviation-permits/domain/http';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import type { HumanCheckChallenge } from '@aviation-permits/domain/http';
import { ApiError } from './api-error';
import { parseJson } from './parse-json';
import { readErrorResponse } from './read-error-response';
import { xhrFetch, type ProgressFetch, type UploadProgress } from './xhr-fetch';

/**
 * How long one call may take before the pipeline gives up on it. Generous, because the slowest
 * legitimate calls (uploads on a weak mobile connection) take tens of seconds; a hung connection
 * must still end in the handler's generic message rather than a spinner that never stops.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Checks and types a 2xx body: a zod schema, or a function that imports one. The calls the app makes
 * while it starts pass the function, so zod loads beside their answer rather than before the app
 * runs (PERF-8).
 */
export type AnswerSchema<T> = ZodSchema<T> | (() => Promise<ZodSchema<T>>);

/**
 * A schema of full zod or of `zod/mini` (the start-up schemas are the latter, PERF-8): both check
 * with `parse` and `safeParse`.
 */
type ZodSchema<T> = $ZodType<T> & {
  parse(data: unknown): T;
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: $ZodError };
};

/** For calls whose answer the portal does not read (logout, keep-alive): any body passes. */
export const UNREAD_ANSWER: AnswerSchema<unknown> = async () =>
  (await import('./unread-answer-schema')).unreadAnswerSchema;

/** The schema itself: loaded first if it is imported on use. */
export async function loadAnswerSchema<T>(schema: AnswerSchema<T>): Promise<ZodSchema<T>> {
  return typeof schema === 'function' ? schema() : schema;
}

const loadStartUpSchemas = () => import('@aviation-permits/domain/start-up-schemas');

type StateChangingMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type HttpMethod = 'GET' | StateChangingMethod;

export interface CallOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON; a FormData is sent as multipart (files), with the browser's own boundary. */
  body?: unknown;
  /** Validates and types the 2xx body; a body that does not match is a failed call. */
  schema: AnswerSchema<T>;
  /** The server route requires a solved human-check challenge (Fastify config humanCheck). */
  humanCheck?: boolean;
  /** Headers of this call only (the map search's Authorization); the pipeline's own headers win. */
  headers?: Readonly<Record<string, string>>;
  /** Reports how much of the body is sent (a file upload's progress bar, APP-43). */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** 'blob': the answer is a file (a document download), checked with `schema` as a Blob. */
  responseType?: 'json' | 'blob';
  /** The call outlives the page (a draft saved as the page is left, APP-67); at most 64 KiB. */
  keepalive?: boolean;
}

export interface ApiClient {
  call<T>(path: string, options: CallOptions<T>): Promise<T>;
}

export interface ApiClientDependencies {
  /** PortalConfig.accessContent: the token for the first calls, until a response brings a newer one. */
  initialAccessContent: string;
  /** Solves a challenge off the main thread and returns the `x-human-check` header value. */
  solveHumanCheck(challenge: HumanCheckChallenge): Promise<string>;
  fetch?: typeof fetch;
  /** The transport of calls that report upload progress; XMLHttpRequest by default. */
  progressFetch?: ProgressFetch;
  timeoutMs?: number;
}

const STATE_CHANGING_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The one request pipeline of the web app: every call to the portal's services goes through it. */
export function createApiClient(dependencies: ApiClientDependencies): ApiClient {
  const fetchFn = dependencies.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const progressFetch = dependencies.progressFetch ?? xhrFetch;
  const timeoutMs = dependencies.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let accessContent = dependencies.initialAccessContent;
  // The pending or settled token; shared, so concurrent first calls fetch it only once.
  let csrfToken: Promise<string> | undefined;

  function getCsrfToken(): Promise<string> {
    if (!csrfToken) {
      const fetching = call(API_PATHS.csrfToken, {
        schema: async () => (await loadStartUpSchemas()).csrfTokenResponseSchema,
      }).then((answer) => answer.csrfToken);
      csrfToken = fetching;
      fetching.catch(() => {
        if (csrfToken === fetching) csrfToken = undefined;
      });
    }
    return csrfToken;
  }

  async function solveHumanCheck(url: string): Promise<string> {
    const challenge = await call(API_PATHS.humanCheckChallenge, {
      schema: async () => (await loadStartUpSchemas()).humanCheckChallengeSchema,
    });
    try {
      return await dependencies.solveHumanCheck(challenge);
    } catch (cause) {
      throw new ApiError({ message: `Human check could not be solved for ${url}`, url, cause });
    }
  }

  async function call<T>(url: string, options: CallOptions<T>): Promise<T> {
    // Loaded while the request is on its way; a failed load fails the call when the answer is read
    // (and is no unhandled rejection when the call fails before that).
    const schema = loadAnswerSchema(options.schema);
    schema.catch(() => undefined);
    const method = options.method ?? 'GET';
    const headers = new Headers(options.headers);
    headers.set('accept', options.responseType === 'blob' ? '*/*' : 'application/json');
    headers.set(REQUEST_HEADERS.clientTimeout, String(PORTAL_CONSTANTS.clientTimeoutHeaderValue));
    const changesState = STATE_CHANGING_METHODS.has(method);
    const token = changesState ? getCsrfToken() : undefined;
    if (token) headers.set(REQUEST_HEADERS.csrfToken, await token);
    if (options.humanCheck) {
      headers.set(REQUEST_HEADERS.humanCheck, await solveHumanCheck(url));
    }
    const body = encodeBody(options.body);
    // Multipart sets no content type here: the browser adds it together with the boundary.
    if (typeof body === 'string') headers.set('content-type', 'application/json');

    try {
      return await send(url, options, { method, headers, body, token, schema });
    } catch (error) {
      // SEC-4: the token is bound to the session, so a sign-in, a sign-out or a session that ended
      // on the server voids the cached one. Fetch a fresh token and try once more; the server
      // checks the token before the human check, so the same solution is still unspent.
      if (!(changesState && isInvalidCsrf(error))) throw error;
      const fresh = getCsrfToken();
      headers.set(REQUEST_HEADERS.csrfToken, await fresh);
      return await send(url, options, { method, headers, body, token: fresh, schema });
    }
  }

  async function send<T>(
    url: string,
    options: CallOptions<T>,
    request: {
      method: HttpMethod;
      headers: Headers;
      body: string | FormData | undefined;
      /** The CSRF token sent, forgotten if the server refuses it. */
      token: Promise<string> | undefined;
      schema: Promise<ZodSchema<T>>;
    },
  ): Promise<T> {
    const { method, headers, body } = request;
    // Read last: the CSRF and challenge calls before may have brought a newer token.
    headers.set(REQUEST_HEADERS.accessContent, accessContent);

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const init: RequestInit = {
        method,
        headers,
        credentials: 'same-origin',
        signal: controller.signal,
        ...(body !== undefined ? { body } : {}),
        ...(options.keepalive ? { keepalive: true } : {}),
      };
      const response = options.onUploadProgress
        ? await progressFetch(url, init, options.onUploadProgress)
        : await fetchFn(url, init);
      accessContent = response.headers.get(RESPONSE_HEADERS.accessContent) ?? accessContent;
      if (!response.ok) {
        const error = await readErrorResponse(response, url);
        // The secret cookie may have expired, or the session changed: the next state-changing
        // call starts afresh (unless a concurrent call already fetched a newer token).
        if (isInvalidCsrf(error) && csrfToken === request.token) csrfToken = undefined;
        throw error;
      }
      // Awaited here, so the time-out and the failure mapping below cover reading the body too.
      return await parseBody(response, url, options.responseType, await request.schema);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const message = controller.signal.aborted
        ? `No answer from ${url} within ${timeoutMs} ms`
        : `Could not reach ${url}`;
      throw new ApiError({ message, url, cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  return { call };
}

function isInvalidCsrf(error: unknown): boolean {
  return error instanceof ApiError && error.errorCodes === ERROR_CODES.invalidCsrf;
}

function encodeBody(body: unknown): string | FormData | undefined {
  if (body === undefined || body instanceof FormData) return body;
  return JSON.stringify(body);
}

async function parseBody<T>(
  response: Response,
  url: string,
  responseType: CallOptions<T>['responseType'],
  schema: ZodSchema<T>,
): Promise<T> {
  const blob = responseType === 'blob' ? await response.blob() : undefined;
  const text = blob ? '' : await response.text();
  const parsed = schema.safeParse(blob ?? parseJson(text));
  if (!parsed.success) {
    throw new ApiError({
      message: `Unexpected answer from ${url}: ${parsed.error.message}`,
      url,
      status: response.status,
      body: text,
      requestId: response.headers.get(RESPONSE_HEADERS.requestId) ?? undefined,
      cause: parsed.error,
    });
  }
  return parsed.data;
}
