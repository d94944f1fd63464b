import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import type { RateLimitRepository } from '../platform/rate-limit/rate-limit.repository.js';

// Where @fastify/rate-limit counts (PERF-6). Two kinds of limit, two kinds of counter:
// - the flood limit every service call pays counts in process (the library's own memory store),
//   or in Redis when REDIS_URL is set so that instances share it: a read call never writes to the
//   database, and a flood is stopped per instance at worst;
// - a route's own tighter limit (one-time codes, registration, uploads: `config.rateLimit`) counts
//   in the database, so every instance counts against the same numbers; those calls write anyway.

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

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
export function databaseRateLimitStore(
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
  redis?: Redis | undefined;
  /** Redis failed a count: this one (and any until it answers) was counted in process. */
  onSharedCountFailed?: (error: Error) => void;
}

/** Redis keys of the flood limit; the library's own prefix names no application. */
const REDIS_KEY_PREFIX = 'aviation-permits:flood-limit:';

/** The store the plugin is given: the flood limit in process or Redis, route limits in the database. */
export function serviceRateLimitStore(options: RateLimitStoreOptions): FastifyRateLimitStoreCtor {
  const { counters, now, redis, onSharedCountFailed } = options;
  return class FloodLimitStore implements FastifyRateLimitStore {
    // Plain windows: the library's continueExceeding and exponentialBackoff stay off.
    private readonly inProcess: FastifyRateLimitStore = new LocalStore(false, false);
    private readonly shared: FastifyRateLimitStore | undefined = redis
      ? new RedisStore(false, false, redis, REDIS_KEY_PREFIX)
      : undefined;

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      if (this.shared === undefined) {
        this.inProcess.incr(key, callback, timeWindow, max);
        return;
      }
      // Redis down must not refuse every call: the instance guards itself until it answers.
      this.shared.incr(
        key,
        (error, result) => {
          if (error === null) {
            callback(null, result);
            return;
          }
          onSharedCountFailed?.(error);
          this.inProcess.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return databaseRateLimitStore(counters, now, bucketOf(routeOptions));
    }
  };
}
