import { MapSearchUnavailableError } from './map-search.js';

// One call to OneMap: a time limit, and a network failure turned into the adapter's 503, so a
// caller only ever meets an answer or a typed error. MAP-19: the call goes to the configured
// origin and nowhere else; a redirect is not followed (it would carry the portal's token, or the
// account's password, wherever it points) but is a failure like any other unexpected answer.

/** OneMap answers in well under a second; past this the visitor is better told to try again. */
const ONEMAP_TIMEOUT_MS = 8_000;
/** When OneMap's 429 does not say how long to wait. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** A path of OneMap's API under the configured base URL, which may carry a path of its own. */
export function oneMapUrl(baseUrl: string, path: string, query?: Record<string, string>): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
  if (url.origin !== new URL(baseUrl).origin) {
    throw new MapSearchUnavailableError(`${path}: outside the configured OneMap origin`);
  }
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
  return url;
}

export async function oneMapFetch(
  url: URL,
  call: string,
  init: RequestInit = {},
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(ONEMAP_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new MapSearchUnavailableError(`${call}: ${timedOut ? 'timed out' : 'no answer'}`);
  }
  if (response.status >= 300 && response.status < 400) {
    throw new MapSearchUnavailableError(`${call}: status ${response.status}, redirect refused`);
  }
  return response;
}

/** Retry-After in seconds (RFC 9110, 10.2.3); the date form and nonsense give the default. */
export function retryAfterSeconds(response: Response): number {
  const header = response.headers.get('retry-after') ?? '';
  return /^\d{1,6}$/.test(header) ? Math.max(1, Number(header)) : DEFAULT_RETRY_AFTER_SECONDS;
}
