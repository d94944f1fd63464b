/** How much of a request body has been sent so far. */
export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell (no length known). */
  total: number;
}

export type ProgressFetch = (
  url: string,
  init: RequestInit,
  onUploadProgress: (progress: UploadProgress) => void,
) => Promise<Response>;

/** Statuses whose Response may not carry a body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * fetch's contract on XMLHttpRequest, because fetch cannot report how much of an upload has been
 * sent (APP-43: the upload's progress bar). The pipeline uses it only for calls that ask for
 * progress, with the same headers, credentials and time-out signal as every other call.
 */
export const xhrFetch: ProgressFetch = (url, init, onUploadProgress) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method ?? 'GET', url);
    request.withCredentials = init.credentials !== 'omit';
    request.responseType = 'blob';
    new Headers(init.headers).forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) =>
      onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    request.onload = () => {
      const body = NULL_BODY_STATUSES.has(request.status) ? null : (request.response as Blob);
      resolve(
        new Response(body, {
          status: request.status,
          statusText: request.statusText,
          headers: responseHeaders(request.getAllResponseHeaders()),
        }),
      );
    };
    request.onerror = () => reject(new TypeError(`Could not reach ${url}`));
    request.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    init.signal?.addEventListener('abort', () => request.abort());
    request.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
  });
