import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitRepository } from '../modules/rate-limit/rate-limit.repository.js';

// A @fastify/rate-limit store that keeps its counters in the database, so that every server
// instance counts against the same numbers (DESIGN.md: instances share nothing but PostgreSQL).

/**
 * The counters of different limits must not mix: the plugin's global limit counts in one bucket,
 * each route with its own limit in a bucket named after the route, and a limiter made with
 * `createRateLimit` in the bucket named by its `groupId`.
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

export function databaseRateLimitStore(
  counters: RateLimitRepository,
  now: () => Date,
): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly bucket: string;

    constructor(_globalOptions: unknown, bucket = 'global') {
      this.bucket = bucket;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const at = now();
      counters.hit(`${this.bucket}|${key}`, timeWindow, at).then(
        ({ hits, windowEndsAt }) =>
          callback(null, { current: hits, ttl: windowEndsAt.getTime() - at.getTime() }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions, bucketOf(routeOptions));
    }
  };
}
