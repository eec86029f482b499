// REDIS_URL in the real server process (issue 20, finding 9): checked at start, and then where the sign-in
// limit is counted.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HttpClient } from '../test/http-client';
import { deleteRedisKeys, redisUnavailableReason, TEST_REDIS_URL } from '../test/redis';
import { bundleServer, removeServerBundle, ServerProcess } from '../test/server-process';
import { createRedis } from './redis';
import { DEFAULT_AUTH_RATE_LIMIT } from '../app';
import { RATE_LIMIT_NAMESPACE } from './rate-limits';

const redisReason = await redisUnavailableReason();
if (redisReason) console.warn(`Redis not reachable at ${TEST_REDIS_URL} (${redisReason}): skipped`);

/** A database of the test Redis no other test uses, so the server's own key prefix is safe to clear. */
const REDIS_DATABASE = 13;

let bundle: string;
let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  bundle = await bundleServer();
  dataDir = await mkdtemp(join(tmpdir(), 'lienzo-redis-start-'));
});
afterAll(async () => {
  await server?.stop('SIGTERM');
  await removeServerBundle(bundle);
  await rm(dataDir, { recursive: true, force: true });
});

it('stops at start, saying so, when REDIS_URL does not answer', async () => {
  // A port that was just free: nothing listens there.
  const probe = createServer();
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
  const { port } = probe.address() as { port: number };
  await new Promise((closed) => probe.close(closed));
  const start = ServerProcess.start(bundle, { DATA_DIR: dataDir, REDIS_URL: `redis://127.0.0.1:${port}` });
  await expect(start).rejects.toThrow('Lienzo cannot start: REDIS_URL does not answer');
}, 60_000);

it.skipIf(redisReason !== null)(
  'counts the sign-in limit in Redis',
  async () => {
    const url = new URL(TEST_REDIS_URL);
    url.pathname = `/${REDIS_DATABASE}`;
    const redis = await createRedis(url.href);
    await redis.connect();
    try {
      await deleteRedisKeys(redis, RATE_LIMIT_NAMESPACE);
      server = await ServerProcess.start(bundle, { DATA_DIR: dataDir, REDIS_URL: url.href });
      const client = new HttpClient(server.origin);
      // Each attempt at another account, so that only the limit per address counts, not the one per account.
      const attempt = (index: number) =>
        client.post('/api/auth/signin', { email: `nobody-${index}@example.com`, password: 'wrong' });
      for (let index = 0; index < DEFAULT_AUTH_RATE_LIMIT.max; index++)
        expect((await attempt(index)).status).toBe(401);
      expect((await attempt(DEFAULT_AUTH_RATE_LIMIT.max)).status).toBe(429);
      expect(await redis.keys(`${RATE_LIMIT_NAMESPACE}*`)).not.toEqual([]);
    } finally {
      await deleteRedisKeys(redis, RATE_LIMIT_NAMESPACE);
      redis.disconnect();
    }
  },
  120_000,
);
