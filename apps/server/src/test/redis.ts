import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** Where the tests look for Redis. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Null when Redis answers; otherwise why not, to print with the skipped tests. */
export async function redisUnavailableReason(): Promise<string | null> {
  const client = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return error instanceof Error && error.message ? error.message : String(error);
  } finally {
    client.disconnect();
  }
}

/** A key prefix no other test uses. */
export function testRedisNamespace(): string {
  return `lienzo-test-${randomBytes(6).toString('hex')}:`;
}

/** Removes every key under a test's prefix. */
export async function deleteRedisKeys(client: Redis, namespace: string): Promise<void> {
  for await (const keys of client.scanStream({ match: `${namespace}*`, count: 100 }) as AsyncIterable<
    string[]
  >)
    if (keys.length) await client.del(...keys);
}
