import http from 'node:http';
import { REQUEST_HEADERS, RESPONSE_HEADERS } from '@aviation-permits/domain/http';

// One simulated browser: its own client address on loopback (127.x.y.z, so per-client limits
// count each applicant apart, as they would for people on their own connections), its own
// keep-alive connection, its cookies, and the access-content and CSRF tokens the web app's
// pipeline sends. Every call is measured and handed to `onCall`; a call that gets no answer
// (refused, cut, timed out) is status 0 rather than an exception, so a scenario decides what it
// means.

/** A call gives up after this: nginx's own read time-out is longer (130 s). */
const CALL_TIMEOUT_MS = 30_000;

export interface CallRecord {
  /** What the call was for (`draft save`), for the figures. */
  label: string;
  /** 0 when no answer came. */
  status: number;
  startedAt: number;
  durationMs: number;
  /** The envelope's errorCodes, or why no answer came. */
  detail?: string;
  retryAfter?: string;
}

export interface PortalAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Why no answer came (status 0). */
  failure?: string;
  json<T = unknown>(): T;
}

export interface CallOptions {
  json?: unknown;
  form?: FormData;
  rawBody?: Buffer;
  headers?: Record<string, string>;
}

function answerOf(
  status: number,
  headers: http.IncomingHttpHeaders,
  body: Buffer,
  failure?: string,
): PortalAnswer {
  return {
    status,
    headers,
    body,
    ...(failure === undefined ? {} : { failure }),
    json: <T>() => JSON.parse(body.toString('utf8')) as T,
  };
}

/** The envelope's errorCodes of an answer, if it is one. */
function errorCodesOf(answer: PortalAnswer): string | undefined {
  if (answer.status < 400) return undefined;
  try {
    const envelope = answer.json<{ errorCodes?: unknown }>();
    return typeof envelope.errorCodes === 'string' ? envelope.errorCodes : 'not the envelope';
  } catch {
    return 'not the envelope';
  }
}

async function encodeForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

export class PortalClient {
  private readonly cookies = new Map<string, string>();
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  accessToken: string | undefined;
  csrfToken: string | undefined;
  onCall: (record: CallRecord) => void = () => {};

  constructor(
    readonly baseUrl: string,
    readonly localAddress: string,
  ) {}

  /** A call with the browser's cookies and, on service paths, its tokens. */
  async call(
    label: string,
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<PortalAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.accessToken) headers[REQUEST_HEADERS.accessContent] = this.accessToken;
    if (this.csrfToken && method !== 'GET') headers[REQUEST_HEADERS.csrfToken] = this.csrfToken;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: Buffer | undefined = options.rawBody;
    if (options.json !== undefined) {
      body = Buffer.from(JSON.stringify(options.json));
      headers['content-type'] = 'application/json';
    } else if (options.form) {
      const encoded = await encodeForm(options.form);
      body = encoded.body;
      headers['content-type'] = encoded.contentType;
    }
    const startedAt = Date.now();
    const answer = await this.send(method, path, headers, body);
    this.remember(answer);
    const detail = answer.failure ?? errorCodesOf(answer);
    const retryAfter = answer.headers['retry-after'];
    this.onCall({
      label,
      status: answer.status,
      startedAt,
      durationMs: Date.now() - startedAt,
      ...(detail === undefined ? {} : { detail }),
      ...(typeof retryAfter === 'string' ? { retryAfter } : {}),
    });
    return answer;
  }

  close(): void {
    this.agent.destroy();
  }

  private send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: Buffer | undefined,
  ): Promise<PortalAnswer> {
    const url = new URL(path, this.baseUrl);
    return new Promise((resolve) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method,
          headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
          agent: this.agent,
          localAddress: this.localAddress,
          timeout: CALL_TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve(answerOf(response.statusCode ?? 0, response.headers, Buffer.concat(chunks))),
          );
          response.on('error', (error) => resolve(answerOf(0, {}, Buffer.alloc(0), error.message)));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => resolve(answerOf(0, {}, Buffer.alloc(0), error.message)));
      request.end(body);
    });
  }

  /** Set-Cookie (deletions too) and the fresh access-content token every service answer carries. */
  private remember(answer: PortalAnswer): void {
    const token = answer.headers[RESPONSE_HEADERS.accessContent];
    if (typeof token === 'string') this.accessToken = token;
    for (const line of answer.headers['set-cookie'] ?? []) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
