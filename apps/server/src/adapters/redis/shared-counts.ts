import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { SharedRedis } from './shared-redis.js';

// Fixed windows of counts, shared by every instance through Redis when REDIS_URL is set, else (and
// while Redis does not answer) in the instance's memory: @fastify/rate-limit's own two stores, so
// the flood limit (plugins/rate-limit-store.ts) and the map service's limits and ceiling
// (MAP-18, MAP-21) count alike. A window starts with its first count and lasts its length.

export type CountIncrement = FastifyRateLimitStore['incr'];

/** Counts in Redis under `keyPrefix`; in memory without Redis, and for each count it fails. */
export function redisOrMemoryIncrement(
  redis: SharedRedis | undefined,
  keyPrefix: string,
): CountIncrement {
  // Plain windows: the library's continueExceeding and exponentialBackoff stay off.
  const inProcess = new LocalStore(false, false);
  if (redis === undefined) return (...count) => inProcess.incr(...count);
  const shared = new RedisStore(false, false, redis.client, keyPrefix);
  return (key, callback, timeWindow, max) => {
    // Redis down must not refuse every call: the instance counts for itself until it answers.
    shared.incr(
      key,
      (error, result) => {
        if (error === null) {
          callback(null, result);
          return;
        }
        redis.reportFailure(error);
        inProcess.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  };
}

interface WindowCount {
  /** Counts in the running window, this one included. */
  count: number;
  /** Until the window ends. */
  resetsInMs: number;
}

export interface SharedCounts {
  /** Counts one event for `key` in its window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
}

export function createSharedCounts(
  redis: SharedRedis | undefined,
  keyPrefix: string,
): SharedCounts {
  const increment = redisOrMemoryIncrement(redis, keyPrefix);
  return {
    hit: (key, windowMs) =>
      new Promise((resolve, reject) => {
        increment(
          key,
          (error, result) => {
            if (error !== null || result === undefined) reject(error ?? new Error('No count'));
            else resolve({ count: result.current, resetsInMs: result.ttl });
          },
          windowMs,
          // Only the library's backoff options read the maximum; both are off.
          Number.MAX_SAFE_INTEGER,
        );
      }),
  };
}
