import { RESPONSE_HEADERS } from '@aviation-permits/domain/http';
import { ApiError } from './api-error';
import { parseJson } from './parse-json';

/**
 * Turns a non-2xx answer into an ApiError. The portal answers with the error envelope; anything
 * in front of it (a firewall, a gateway) may answer with HTML, which is kept as the raw body.
 */
export async function readErrorResponse(response: Response, url: string): Promise<ApiError> {
  const body = await response.text().catch(() => '');
  // Loaded on the first failed call (PERF-8); if it cannot load, the status and body still tell.
  const schemas = await import('@aviation-permits/domain/start-up-schemas').catch(() => undefined);
  const envelope = schemas?.errorEnvelopeSchema.safeParse(parseJson(body));
  const fields = envelope?.success ? envelope.data : undefined;
  return new ApiError({
    ...fields,
    message: `HTTP ${response.status} from ${url}`,
    url,
    // The HTTP status wins over the envelope's copy: a proxy may rewrite one but not the other.
    status: response.status,
    body,
    // Every answer of the portal carries the header; a 500's envelope repeats it (OPS-36).
    requestId: response.headers.get(RESPONSE_HEADERS.requestId) ?? fields?.requestId,
  });
}
