/**
 * Where the rate limits keep their counters (decision 010): Redis when REDIS_URL is set, so
 * every server process counts together; in the process's memory otherwise. Tests give each app
 * its own key prefix and delete its keys when done, so test files never share counters.
 */
import type { Redis } from 'ioredis';

export interface RateLimitStore {
  /** A connected client; counters stay in memory when absent. */
  redis?: Redis;
  /** Prefix of every counter key in Redis. */
  nameSpace?: string;
}

export const DEFAULT_RATE_LIMIT_NAMESPACE = 'makershop:rate-limit:';

/**
 * Connects to Redis at `url`; rejects when it cannot (a start with a wrong REDIS_URL fails
 * loudly). Later outages do not queue commands: they fail at once, are logged through `warn`,
 * and the limits let requests through until Redis is back (the shop stays up).
 */
export async function connectRedis(url: string, warn: (message: string) => void = console.warn): Promise<Redis> {
  // Loaded only when REDIS_URL is set: ~100 ms of CPU at start otherwise (docs/decisions/081).
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => warn(`rate-limit store (Redis): ${error.message}`));
  await redis.connect();
  return redis;
}

/** Deletes every counter under `nameSpace` (test clean-up, or clearing limits by hand). */
export async function deleteRateLimitCounters(redis: Redis, nameSpace: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${nameSpace}*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
