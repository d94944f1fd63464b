// One request outside the load, as a scenario's prepare sends it (sign-in, a page walk, a check
// that the loaded request answers 2xx). Each comes from its own simulated client in 198.19.255.0/24,
// apart from the load's addresses, so preparation never meets the per-client rate limit.
import type { LoadRequest } from '../scenarios/scenario.js';

let sent = 0;

export interface OnceAnswer {
  status: number;
  body: string;
  setCookies: string[];
}

/** Sends the request (with its varied part, if any, which hears the answer); throws unless 2xx. */
export async function sendOnce(baseUrl: string, request: LoadRequest): Promise<OnceAnswer> {
  const own = request.varied?.();
  const body = own?.body ?? request.body;
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method ?? 'GET',
    headers: {
      ...request.headers,
      ...own?.headers,
      'x-forwarded-for': `198.19.255.${(sent = (sent + 1) % 256)}`,
    },
    ...(body !== undefined ? { body } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const answer = {
    status: response.status,
    body: await response.text(),
    setCookies: response.headers.getSetCookie(),
  };
  own?.onAnswer(answer.status, answer.body);
  if (!response.ok) {
    throw new Error(
      `${request.method ?? 'GET'} ${request.path}: ${answer.status} ${answer.body.slice(0, 300)}`,
    );
  }
  return answer;
}
