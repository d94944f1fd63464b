import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

// The HTTP server's time-outs and size limits (SEC-19), read by config.ts with the rest of
// the environment and applied by plugins/http-server-options.ts. A client that sends its request
// a byte at a time is cut off, yet the largest upload still gets through on a slow link.
// docs/configuration.md says what a reverse proxy in front should set to match.

const milliseconds = z.coerce.number().int().positive();

export const serverEnvironment = {
  /**
   * The whole request, headers and body, must arrive within this; otherwise 408 and the
   * connection closes. The default fits the largest request, an application's 5 documents of
   * 2,048,000 bytes (about 10.3 MB with the multipart framing), on a 1 Mbit/s link (about 82 s).
   */
  REQUEST_TIMEOUT_MS: milliseconds.default(120_000),
  /** The request line and headers must arrive within this (slow-header attacks); at most REQUEST_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: milliseconds.default(20_000),
  /** A connection on which nothing moves either way for this long is closed. */
  CONNECTION_TIMEOUT_MS: milliseconds.default(120_000),
  /**
   * An idle keep-alive connection is closed after this. Longer than a reverse proxy's idle
   * upstream connections live (60 s by default), so the proxy, not the portal, closes them first.
   */
  KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(72_000),
  /** The longest path parameter, in characters (the longest the routes take is 100); longer answers 400. */
  MAX_PARAM_LENGTH: z.coerce.number().int().min(100).default(200),
  /** The request line and headers together, in bytes; more answers 431. */
  MAX_HEADER_SIZE_BYTES: z.coerce.number().int().min(4096).default(16_384),
  /**
   * OPS-33: who may read /metrics, by the address that connects (the scraper connects to each
   * instance, never through the proxy): comma-separated CIDR blocks (`10.0.0.0/8,::1/128`).
   * Default: loopback outside production, no one in production.
   */
  METRICS_ALLOWED_NETWORKS: z
    .string()
    .transform((value) => value.split(',').map((block) => block.trim()))
    .pipe(z.array(z.string().refine(isCidrBlock, 'must be CIDR blocks such as 10.0.0.0/8')))
    .optional(),
  /** OPS-33: a bearer token that reads /metrics from any address; at least 32 characters. */
  METRICS_TOKEN: z.string().min(32).optional(),
};

const LOOPBACK_NETWORKS = ['127.0.0.0/8', '::1/128'];

function isCidrBlock(block: string): boolean {
  const [address = '', prefix = '', ...rest] = block.split('/');
  const family = isIP(address);
  const bits = Number(prefix);
  return (
    family !== 0 && rest.length === 0 && /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128)
  );
}

type ServerEnvironment = z.infer<z.ZodObject<typeof serverEnvironment>> & {
  NODE_ENV: 'development' | 'test' | 'production';
};

export interface ServerLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  connectionTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxParamLength: number;
  maxHeaderSizeBytes: number;
}

/** Who may read /metrics (plugins/metrics.ts): the connecting address's networks, or the token. */
export interface MetricsAccess {
  networks: BlockList;
  token: string | undefined;
}

function metricsNetworks(blocks: readonly string[]): BlockList {
  const networks = new BlockList();
  for (const block of blocks) {
    const [address = '', prefix = ''] = block.split('/');
    networks.addSubnet(address, Number(prefix), isIP(address) === 4 ? 'ipv4' : 'ipv6');
  }
  return networks;
}

/**
 * Node refuses to start with a headers time-out longer than the request's: named at start. Read
 * from the raw values like the other cross-checks; a malformed one is named by the schema instead.
 */
export function serverConfigProblems(values: Record<string, string>): Map<string, string> {
  const problems = new Map<string, string>();
  const headers = serverEnvironment.HEADERS_TIMEOUT_MS.safeParse(values.HEADERS_TIMEOUT_MS);
  const request = serverEnvironment.REQUEST_TIMEOUT_MS.safeParse(values.REQUEST_TIMEOUT_MS);
  if (headers.success && request.success && headers.data > request.data) {
    problems.set(
      'HEADERS_TIMEOUT_MS',
      'HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
    );
  }
  return problems;
}

export function serverSettings(environment: ServerEnvironment): {
  server: ServerLimits;
  metrics: MetricsAccess;
} {
  const defaultNetworks = environment.NODE_ENV === 'production' ? [] : LOOPBACK_NETWORKS;
  return {
    metrics: {
      networks: metricsNetworks(environment.METRICS_ALLOWED_NETWORKS ?? defaultNetworks),
      token: environment.METRICS_TOKEN,
    },
    server: {
      requestTimeoutMs: environment.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: environment.HEADERS_TIMEOUT_MS,
      connectionTimeoutMs: environment.CONNECTION_TIMEOUT_MS,
      keepAliveTimeoutMs: environment.KEEP_ALIVE_TIMEOUT_MS,
      maxParamLength: environment.MAX_PARAM_LENGTH,
      maxHeaderSizeBytes: environment.MAX_HEADER_SIZE_BYTES,
    },
  };
}
