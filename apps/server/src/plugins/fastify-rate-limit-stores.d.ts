// The two stores @fastify/rate-limit builds for itself, imported by rate-limit-store.ts so that the
// flood limit uses them while route limits count in the database. The package types only its
// entry point; these match store/LocalStore.js and store/RedisStore.js of @fastify/rate-limit 11.

declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  /** An LRU of `cache` keys (default 5000), each a fixed window. */
  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => FastifyRateLimitStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  /** One Lua INCR-and-PEXPIRE per count, keys under `keyPrefix`. */
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    keyPrefix?: string,
  ) => FastifyRateLimitStore;
  export default RedisStore;
}
