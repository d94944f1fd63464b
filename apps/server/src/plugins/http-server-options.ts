import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { ServerLimits } from '../config/server.js';
import { NODE_HOST_CHECK_OFF } from './host-header.js';

// SEC-19: the HTTP server's time-outs and size limits, from configuration
// (config/server.ts). Node enforces the request and headers time-outs by looking over its
// connections at an interval (30 s unless told); a tenth of the shorter time-out keeps each one
// within 10% of its setting. A request past its time-out is answered 408 in the envelope
// (framework-errors.ts) and its connection closed.

/** Node's own interval, and never more often than this. */
const MAX_CHECKING_INTERVAL_MS = 30_000;
const MIN_CHECKING_INTERVAL_MS = 10;

export function httpServerOptions(limits: ServerLimits) {
  const shortest = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  const checkingInterval = Math.min(
    MAX_CHECKING_INTERVAL_MS,
    Math.max(MIN_CHECKING_INTERVAL_MS, Math.floor(shortest / 10)),
  );
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    routerOptions: { maxParamLength: limits.maxParamLength },
    http: {
      // Node checks the headers' time-out against the request's when the server is created,
      // before Fastify sets the latter: both are given here.
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: checkingInterval,
      maxHeaderSize: limits.maxHeaderSizeBytes,
      ...NODE_HOST_CHECK_OFF,
    },
  } satisfies FastifyHttpOptions<Server>;
}
