import type { IncomingHttpHeaders } from 'node:http';
import { FIREWALL_SIGNATURE, errorEnvelopeSchema } from '@aviation-permits/domain/http';

// One answer and who gave it. Through the stack three parties can answer: the firewall (a 403
// whose page carries the signature the web app recognises, ERR-9), nginx itself (its own HTML
// error pages: a body too large, an upstream down) and the portal (its one error envelope, ERR-1).

type Answerer = 'portal' | 'firewall' | 'proxy';

export interface Answer {
  /** 0 when no answer came. */
  status: number;
  headers: IncomingHttpHeaders;
  setCookies: string[];
  body: Buffer;
  /** Why no answer came (status 0). */
  failure?: string;
  text(): string;
  json<T = unknown>(): T;
  /** The Location header (a redirect's target), or '' without one. */
  location(): string;
  /** A 4xx or 5xx answer in the portal's error envelope. */
  isEnvelope(): boolean;
  answerer(): Answerer;
}

export function answerOf(
  status: number,
  headers: IncomingHttpHeaders,
  body: Buffer,
  failure?: string,
): Answer {
  const text = () => body.toString('utf8');
  const isEnvelope = () => {
    try {
      return errorEnvelopeSchema.safeParse(JSON.parse(text())).success;
    } catch {
      return false;
    }
  };
  return {
    status,
    headers,
    setCookies: headers['set-cookie'] ?? [],
    body,
    ...(failure === undefined ? {} : { failure }),
    text,
    json: <T>() => JSON.parse(text()) as T,
    location: () => (typeof headers.location === 'string' ? headers.location : ''),
    isEnvelope,
    answerer: () => {
      if (status === 403 && text().includes(FIREWALL_SIGNATURE)) return 'firewall';
      if (status >= 400 && /<center>nginx/i.test(text())) return 'proxy';
      return 'portal';
    },
  };
}
