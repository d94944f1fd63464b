import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rateLimitCounter } from '../../db/schema/rate-limit.js';

export interface RateLimitHits {
  hits: number;
  windowEndsAt: Date;
}

export interface RateLimitRepository {
  /** Counts one request for `key` in a fixed window of `windowMs`, starting a new window when due. */
  hit(key: string, windowMs: number, now: Date): Promise<RateLimitHits>;
  /** The hits of `key` in its running window, without counting one; undefined when none runs. */
  peek(key: string, now: Date): Promise<RateLimitHits | undefined>;
  /** Forgets counters whose window has ended. */
  pruneExpired(now: Date): Promise<void>;
}

export function createRateLimitRepository(db: Database): RateLimitRepository {
  return {
    async hit(key, windowMs, now) {
      const windowEnded = sql`${rateLimitCounter.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
      // One upsert, so concurrent requests on several instances never lose a count.
      const [row] = await db
        .insert(rateLimitCounter)
        .values({ key, hits: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimitCounter.key,
          set: {
            hits: sql`case when ${windowEnded} then 1 else ${rateLimitCounter.hits} + 1 end`,
            windowEndsAt: sql`case when ${windowEnded} then excluded.window_ends_at else ${rateLimitCounter.windowEndsAt} end`,
          },
        })
        .returning({ hits: rateLimitCounter.hits, windowEndsAt: rateLimitCounter.windowEndsAt });
      if (row === undefined) throw new Error('Rate-limit upsert returned no row');
      return row;
    },

    async peek(key, now) {
      const [row] = await db
        .select({ hits: rateLimitCounter.hits, windowEndsAt: rateLimitCounter.windowEndsAt })
        .from(rateLimitCounter)
        .where(and(eq(rateLimitCounter.key, key), gt(rateLimitCounter.windowEndsAt, now)));
      return row;
    },

    async pruneExpired(now) {
      await db.delete(rateLimitCounter).where(lte(rateLimitCounter.windowEndsAt, now));
    },
  };
}
