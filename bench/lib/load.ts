// One autocannon run: a bounded duration, a fixed number of connections, figures out.
import autocannon from 'autocannon';
import type { LoadRequest, VariedRequest } from '../scenarios/scenario.js';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  /** Answers outside 2xx, connection errors and time-outs: a row with any is suspect. */
  non2xx: number;
  errors: number;
}

/**
 * Simulated client addresses in 198.18.0.0/15, the range set aside for benchmarks (RFC 2544):
 * only written into the X-Forwarded-For header; every request goes to the loopback address.
 */
function clientAddresses(): () => string {
  let next = 0;
  return () => {
    next = (next + 1) % 131_072;
    return `198.${18 + (next >> 16)}.${(next >> 8) & 255}.${next & 255}`;
  };
}

export async function measureLoad(
  baseUrl: string,
  request: LoadRequest,
  { durationS, connections }: { durationS: number; connections: number },
): Promise<LoadFigures> {
  const nextAddress = clientAddresses();
  const { varied } = request;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationS,
    timeout: 10,
    requests: [
      {
        method: request.method ?? 'GET',
        path: request.path,
        ...(request.body !== undefined ? { body: request.body } : {}),
        setupRequest: (sent, context) => {
          const own = varied?.();
          context.own = own;
          return {
            ...sent,
            headers: { ...request.headers, ...own?.headers, 'x-forwarded-for': nextAddress() },
            ...(own?.body !== undefined ? { body: own.body } : {}),
          };
        },
        onResponse: (status, body, context) =>
          (context.own as VariedRequest | undefined)?.onAnswer(status, body),
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
