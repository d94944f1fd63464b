import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../errors/http-errors.js';
import type { RateLimitRepository } from '../modules/rate-limit/rate-limit.repository.js';
import { databaseRateLimitStore } from './rate-limit-store.js';

// Registered inside the service scope: a generous limit per client address on every service
// route, which a route tightens with `config: { rateLimit: { max, timeWindow } }` (issue 3: OTP
// requests, registration). Over the limit the answer is 429 TOO_MANY_REQUESTS.

export interface RateLimitSettings {
  /** Requests per client address in one window. */
  max: number;
  timeWindowMs: number;
}

/** Far above what a person clicking through the portal sends; stops scripted floods. */
export const DEFAULT_SERVICE_RATE_LIMIT: RateLimitSettings = { max: 300, timeWindowMs: 60_000 };

export interface RateLimitPluginOptions {
  settings: RateLimitSettings;
  counters: RateLimitRepository;
  now: () => Date;
}

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { settings, counters, now }) => {
    await app.register(fastifyRateLimit, {
      global: true,
      max: settings.max,
      timeWindow: settings.timeWindowMs,
      store: databaseRateLimitStore(counters, now),
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
    });
  },
  { name: 'rate-limit' },
);
