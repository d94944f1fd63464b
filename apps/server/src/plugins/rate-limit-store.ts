import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { redisOrMemoryIncrement } from '../adapters/redis/shared-counts.js';
import type { SharedRedis } from '../adapters/redis/shared-redis.js';
import type { RateLimitRepository } from '../platform/rate-limit/rate-limit.repository.js';

// Where @fastify/rate-limit counts (PERF-6). Two kinds of limit, two kinds of counter:
// - the flood limit every service call pays counts in process (the library's own memory store),
//   or in Redis when REDIS_URL is set so that instances share it (adapters/redis/shared-counts.ts):
//   a read call never writes to the database, and a flood is stopped per instance at worst;
// - a route's own tighter limit (one-time codes, registration, uploads: `config.rateLimit`) counts
//   in the database, so every instance counts against the same numbers; those calls write anyway.

/**
 * The counters of different route limits must not mix: each route with its own limit counts in
 * a bucket named after the route, and a limiter made with `createRateLimit` in the bucket named
 * by its `groupId`.
 */
function bucketOf(options: unknown): string {
  const { routeInfo, groupId } = options as {
    routeInfo?: { method?: unknown; url?: unknown };
    groupId?: unknown;
  };
  if (typeof routeInfo?.url === 'string') return `${String(routeInfo.method)} ${routeInfo.url}`;
  if (typeof groupId === 'string') return `group ${groupId}`;
  throw new Error('A rate limiter outside a route needs a groupId to name its counters');
}

/** Counts in the rate limits' database table, shared by every instance. */
function databaseRateLimitStore(
  counters: RateLimitRepository,
  now: () => Date,
  bucket: string,
): FastifyRateLimitStore {
  return {
    incr(key, callback, timeWindow) {
      const at = now();
      counters.hit(`${bucket}|${key}`, timeWindow, at).then(
        ({ hits, windowEndsAt }) =>
          callback(null, { current: hits, ttl: windowEndsAt.getTime() - at.getTime() }),
        (error: Error) => callback(error),
      );
    },
    child: (routeOptions) => databaseRateLimitStore(counters, now, bucketOf(routeOptions)),
  };
}

export interface RateLimitStoreOptions {
  /** The database counters of the routes' own limits. */
  counters: RateLimitRepository;
  now: () => Date;
  /** Shares the flood limit between instances; absent, each instance counts for itself. */
  redis?: SharedRedis | undefined;
}

/** Redis keys of the flood limit; the library's own prefix names no application. */
const REDIS_KEY_PREFIX = 'aviation-permits:flood-limit:';

/** The store the plugin is given: the flood limit in process or Redis, route limits in the database. */
export function serviceRateLimitStore(options: RateLimitStoreOptions): FastifyRateLimitStoreCtor {
  const { counters, now, redis } = options;
  return class FloodLimitStore implements FastifyRateLimitStore {
    readonly incr = redisOrMemoryIncrement(redis, REDIS_KEY_PREFIX);

    child(routeOptions: unknown): FastifyRateLimitStore {
      return databaseRateLimitStore(counters, now, bucketOf(routeOptions));
    }
  };
}
