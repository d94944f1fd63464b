import { TooManyRequestsError } from '../../errors/http-errors.js';
import type { RateLimitRepository } from './rate-limit.repository.js';

// A limit on something other than the client address (an e-mail address, an account), counted in
// the same database table as the plugin's limits. @fastify/rate-limit runs one limiter per request,
// so a route with a per-client limit in its config calls this for its second key.

export interface KeyedLimitSettings {
  /** Names the counters, so two limits on the same key do not mix. */
  name: string;
  max: number;
  timeWindowMs: number;
}

export type KeyedLimit = (key: string) => Promise<void>;

/** Counts one use of `key`; throws 429 TOO_MANY_REQUESTS past the limit. */
export function createKeyedLimit(
  counters: RateLimitRepository,
  now: () => Date,
  settings: KeyedLimitSettings,
): KeyedLimit {
  return async (key) => {
    const at = now();
    const { hits, windowEndsAt } = await counters.hit(
      `keyed ${settings.name}|${key}`,
      settings.timeWindowMs,
      at,
    );
    if (hits > settings.max) {
      throw new TooManyRequestsError(
        Math.max(1, Math.ceil((windowEndsAt.getTime() - at.getTime()) / 1000)),
      );
    }
  };
}
