import { Redis } from 'ioredis';

// REDIS_URL (OPS-6, SEC-11, MAP-18, MAP-20, MAP-21): one connection per app for what several
// instances must count or keep alike: the flood limit, the map service's limits, its ceiling of
// calls to OneMap and its cache of OneMap's answers. The server starts and runs without Redis:
// while it does not answer, each of them falls back to the instance's own memory, and the outage
// is logged once.

/** A command waits this long for Redis at most; then the instance counts or keeps it itself. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

export interface SharedRedis {
  readonly client: Redis;
  /** A command failed: said once per outage; the caller has fallen back to memory. */
  reportFailure(error: Error): void;
  /** Connects, or reports why not; ioredis keeps reconnecting in the background either way. */
  connect(): Promise<void>;
  close(): void;
}

export function createSharedRedis(
  redisUrl: string,
  logger: { warn(message: string): void },
): SharedRedis {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    // Fail a command at once while disconnected instead of queueing it behind the reconnection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
  });
  // One warning per outage, not one per reconnection attempt or per request.
  let warned = false;
  const reportFailure = (error: Error) => {
    if (warned) return;
    warned = true;
    logger.warn(`Redis unreachable (${error.message}): shared counts and caches use memory`);
  };
  client.on('error', reportFailure);
  client.on('ready', () => {
    warned = false;
  });
  return {
    client,
    reportFailure,
    connect: () => client.connect().catch(reportFailure),
    close: () => client.disconnect(),
  };
}
