// REDIS_URL: the sign-in and upload limits are counted in Redis, so that processes and hosts share one budget
// (issue 20, finding 9), and a Redis that stops answering lets requests through rather than refusing them.
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CuttableProxy } from '../test/cuttable-proxy';
import { TestServer } from '../test/harness';
import { deleteRedisKeys, redisUnavailableReason, TEST_REDIS_URL, testRedisNamespace } from '../test/redis';
import { createRedis } from './redis';

const redisReason = await redisUnavailableReason();
if (redisReason) console.warn(`Redis not reachable at ${TEST_REDIS_URL} (${redisReason}): skipped`);

const LIMIT = { max: 3, timeWindow: 60_000 };
const wrongPassword = { email: 'nobody@example.com', password: 'not the password' };

describe.skipIf(redisReason !== null)(
  `rate limits shared through Redis${redisReason ? ` [skipped: ${redisReason}]` : ''}`,
  () => {
    const namespace = testRedisNamespace();
    let redis: Redis;
    const servers: TestServer[] = [];

    beforeAll(async () => {
      redis = await createRedis(TEST_REDIS_URL);
      await redis.connect();
      for (let index = 0; index < 2; index++)
        servers.push(
          await TestServer.start('sqlite', { authRateLimit: LIMIT, redis: { client: redis, namespace } }),
        );
    });
    afterAll(async () => {
      for (const server of servers) await server.close();
      await deleteRedisKeys(redis, namespace);
      redis.disconnect();
    });

    it('two app instances count one budget: the second refuses once the first used it up', async () => {
      const [first, second] = servers as [TestServer, TestServer];
      const onFirst = first.client();
      const onSecond = second.client();
      // The same client address reaches both instances, as behind a load balancer.
      expect(onSecond.remoteAddress).toBe(onFirst.remoteAddress);
      for (let index = 0; index < LIMIT.max; index++)
        expect((await onFirst.post('/api/auth/signin', wrongPassword)).statusCode).toBe(401);
      const refused = await onSecond.post('/api/auth/signin', wrongPassword);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: { code: 'API_ERROR_RATE_LIMITED' } });
      // The count lives in Redis under the instance's prefix, not in either process.
      expect(await redis.keys(`${namespace}*`)).not.toEqual([]);
    });
  },
);

describe.skipIf(redisReason !== null)('a Redis that stops answering', () => {
  const namespace = testRedisNamespace();
  let proxy: CuttableProxy;
  let redis: Redis;
  let server: TestServer;

  beforeAll(async () => {
    const target = new URL(TEST_REDIS_URL);
    proxy = await CuttableProxy.start({ host: target.hostname, port: Number(target.port || 6379) });
    const through = new URL(TEST_REDIS_URL);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    redis = await createRedis(through.href);
    redis.on('error', () => undefined);
    await redis.connect();
    server = await TestServer.start('sqlite', { authRateLimit: LIMIT, redis: { client: redis, namespace } });
  });
  afterAll(async () => {
    await server.close();
    redis.disconnect();
    await proxy.close();
    const cleaner = await createRedis(TEST_REDIS_URL);
    await cleaner.connect();
    await deleteRedisKeys(cleaner, namespace);
    cleaner.disconnect();
  });

  it('lets sign-in through unlimited (fails open) instead of failing every request', async () => {
    const client = server.client();
    expect((await client.post('/api/auth/signin', wrongPassword)).statusCode).toBe(401);
    const closed = new Promise((done) => redis.once('close', done));
    proxy.cut();
    await closed;
    for (let index = 0; index < LIMIT.max + 2; index++)
      expect((await client.post('/api/auth/signin', wrongPassword)).statusCode).toBe(401);
  });
});
