import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { TooManyRequestsError } from '../errors/http-errors.js';
import type { RateLimitRepository } from '../platform/rate-limit/rate-limit.repository.js';
import { serviceRateLimitStore } from './rate-limit-store.js';

// SEC-11. Registered inside the service scope: a generous flood limit per client address on every
// service route, counted in process or in Redis (REDIS_URL), never in the database (PERF-6); a
// route tightens it with `config: { rateLimit: { max, timeWindow } }` (one-time codes, registration,
// uploads), counted in the database so that every instance shares the count
// (rate-limit-store.ts). Over the limit the answer is 429 TOO_MANY_REQUESTS.

export interface RateLimitSettings {
  /** Requests per client address in one window. */
  max: number;
  timeWindowMs: number;
}

/**
 * Far above what a person clicking through the portal sends; stops scripted floods. Without Redis
 * each instance counts for itself, so a client behind a load balancer may send this much to each.
 */
export const DEFAULT_SERVICE_RATE_LIMIT: RateLimitSettings = { max: 300, timeWindowMs: 60_000 };

export interface RateLimitPluginOptions {
  settings: RateLimitSettings;
  counters: RateLimitRepository;
  now: () => Date;
  /** REDIS_URL: shares the flood limit between instances. */
  redisUrl?: string | undefined;
}

/** A count waits this long for Redis at most; then the instance counts it itself. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

function connectRedis(redisUrl: string): Redis {
  return new Redis(redisUrl, {
    lazyConnect: true,
    // Fail a count at once while disconnected instead of queueing it behind the reconnection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
  });
}

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { settings, counters, now, redisUrl }) => {
    // One warning per outage, not one per reconnection attempt or per request.
    let warned = false;
    const warnOnce = (error: Error) => {
      if (warned) return;
      warned = true;
      app.log.warn(`Redis unreachable (${error.message}): the flood limit counts in process`);
    };

    const redis = redisUrl === undefined ? undefined : connectRedis(redisUrl);
    if (redis) {
      redis.on('error', warnOnce);
      redis.on('ready', () => {
        warned = false;
      });
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      // The server starts without Redis; ioredis keeps reconnecting in the background.
      await redis.connect().catch(warnOnce);
    }

    await app.register(fastifyRateLimit, {
      global: true,
      max: settings.max,
      timeWindow: settings.timeWindowMs,
      store: serviceRateLimitStore({ counters, now, redis, onSharedCountFailed: warnOnce }),
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'rate-limit' },
);
