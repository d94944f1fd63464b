import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { SharedRedis } from '../adapters/redis/shared-redis.js';
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
  /** REDIS_URL's connection: shares the flood limit between instances. */
  redis?: SharedRedis | undefined;
}

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { settings, counters, now, redis }) => {
    await app.register(fastifyRateLimit, {
      global: true,
      max: settings.max,
      timeWindow: settings.timeWindowMs,
      store: serviceRateLimitStore({ counters, now, redis }),
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'rate-limit' },
);
