import http from 'node:http';
import https from 'node:https';
import { REQUEST_HEADERS, RESPONSE_HEADERS } from '@aviation-permits/domain/http';
import { answerOf, type Answer } from './answer.js';

// One browser as the abuse suite plays it: its own loopback client address (127.x.y.z, so the
// portal's per-client limits count each identity apart, as they would count people on their own
// connections, and nginx's X-Forwarded-For carries it), its cookies, and the access-content and
// CSRF tokens the web app's pipeline sends. Redirects are not followed: each hop is an answer.
// Every answer is shown to the observers, so the header check sees every response of the run.

/** A call gives up after this; nginx's own read time-out is longer. */
const CALL_TIMEOUT_MS = 30_000;

export interface CallOptions {
  json?: unknown;
  form?: FormData;
  /** A body sent as it is, with the content type it claims. */
  raw?: { body: Buffer | string; contentType?: string };
  headers?: Record<string, string>;
  /** Leave out the access-content and CSRF headers (a call the page's pipeline did not make). */
  withoutTokens?: boolean;
}

type AnswerObserver = (answer: Answer, request: { method: string; path: string }) => void;
const observers: AnswerObserver[] = [];

/** Called with every answer any client of this run receives. */
export function observeAnswers(observer: AnswerObserver): void {
  observers.push(observer);
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
  accessToken: string | undefined;
  csrfToken: string | undefined;

  constructor(
    readonly baseUrl: string,
    /** Changed by a part that sends more than one address's flood allowance (SEC-11). */
    public localAddress: string,
  ) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (!options.withoutTokens) {
      if (this.accessToken) headers[REQUEST_HEADERS.accessContent] = this.accessToken;
      if (this.csrfToken && method !== 'GET') headers[REQUEST_HEADERS.csrfToken] = this.csrfToken;
      // The CSRF check also wants the page's own origin on a state-changing call (SEC-4).
      if (method !== 'GET') headers.origin = new URL(this.baseUrl).origin;
    }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: Buffer | undefined;
    if (options.json !== undefined) {
      body = Buffer.from(JSON.stringify(options.json));
      headers['content-type'] = 'application/json';
    } else if (options.form) {
      const encoded = await encodeForm(options.form);
      body = encoded.body;
      headers['content-type'] = encoded.contentType;
    } else if (options.raw) {
      body = Buffer.from(options.raw.body);
      if (options.raw.contentType !== undefined) headers['content-type'] = options.raw.contentType;
    }
    const answer = await this.send(method, path, headers, body);
    this.remember(answer);
    for (const observer of observers) observer(answer, { method, path });
    return answer;
  }

  private send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: Buffer | undefined,
  ): Promise<Answer> {
    const url = new URL(path, this.baseUrl);
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((resolve) => {
      const request = transport.request(
        url,
        {
          method,
          headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
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
  private remember(answer: Answer): void {
    const token = answer.headers[RESPONSE_HEADERS.accessContent];
    if (typeof token === 'string') this.accessToken = token;
    for (const line of answer.setCookies) {
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
