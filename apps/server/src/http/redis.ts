import type { Redis } from 'ioredis';

/**
 * REDIS_URL's client for the limits every process shares. A command fails at once while Redis is unreachable
 * (no offline queue, one try, a short timeout) instead of holding the request it limits; the rate limit then
 * lets the request through (see `SHARED_RATE_LIMIT` in app.ts). `connect()` is left to the caller, which checks at
 * start that the address answers. The client is loaded only when REDIS_URL is set.
 */
export async function createRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: 5_000,
  });
}
