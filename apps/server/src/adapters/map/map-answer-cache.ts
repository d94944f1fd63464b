import type { MapAnswerCacheSettings } from '../../config/map.js';
import type { SharedRedis } from '../redis/shared-redis.js';
import { createMemoryLru } from './memory-lru.js';

// MAP-20: OneMap's answers, kept for every visitor for a while (a postal code's answer holds for a
// day), in Redis when REDIS_URL is set so every instance reuses them, else in a bounded LRU in the
// instance's memory. While Redis does not answer, the instance keeps answers itself.

/** Redis keys of the cache; the key after it is a digest, never the search text. */
const REDIS_KEY_PREFIX = 'aviation-permits:map-answer:';

export interface MapAnswerCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
}

export function createMapAnswerCache(
  settings: MapAnswerCacheSettings,
  now: () => Date,
  redis: SharedRedis | undefined,
): MapAnswerCache {
  const memory = createMemoryLru(settings.maxEntries, settings.ttlMs, now);
  if (redis === undefined) {
    return {
      get: async (key) => memory.get(key),
      set: async (key, value) => memory.set(key, value),
    };
  }
  const fellBack = (error: unknown) => {
    redis.reportFailure(error instanceof Error ? error : new Error(String(error)));
  };
  return {
    async get(key) {
      try {
        return (await redis.client.get(REDIS_KEY_PREFIX + key)) ?? undefined;
      } catch (error) {
        fellBack(error);
        return memory.get(key);
      }
    },
    async set(key, value) {
      try {
        await redis.client.set(REDIS_KEY_PREFIX + key, value, 'PX', settings.ttlMs);
      } catch (error) {
        fellBack(error);
        memory.set(key, value);
      }
    },
  };
}
