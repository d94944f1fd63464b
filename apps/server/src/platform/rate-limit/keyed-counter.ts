import type { RateLimitHits, RateLimitRepository } from './rate-limit.repository.js';

// A count of events per key in a fixed window, in the rate limits' database table, for rules that
// must look before they count (a ceiling that changes what happens next rather than answering 429
// at once, such as the one-time codes' per-address ceilings, docs/sign-in-protection.md).

export interface KeyedCounterSettings {
  /** Names the counters, so two counts on the same key do not mix. */
  name: string;
  timeWindowMs: number;
}

export interface KeyedCounter {
  /** Events counted for `key` in its running window, and when it ends (undefined: none runs). */
  peek(key: string): Promise<RateLimitHits | undefined>;
  /** Counts one event for `key`; answers the count including it. */
  add(key: string): Promise<RateLimitHits>;
}

export function createKeyedCounter(
  counters: RateLimitRepository,
  now: () => Date,
  settings: KeyedCounterSettings,
): KeyedCounter {
  const counterKey = (key: string) => `counter ${settings.name}|${key}`;
  return {
    peek: (key) => counters.peek(counterKey(key), now()),
    add: (key) => counters.hit(counterKey(key), settings.timeWindowMs, now()),
  };
}
