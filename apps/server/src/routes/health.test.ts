// GET /healthz and /readyz for a load balancer (issue 20, finding 9): alive without touching anything; ready
// only while the database and the storage answer, and 503 naming the part that does not.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createDatabase } from '../db/create-database';
import type { Database } from '../db/types';
import { LocalStorage } from '../storage/local-storage';
import type { Storage } from '../storage/storage';
import { CuttableProxy } from '../test/cuttable-proxy';
import { describeEachEngine, ENGINES, TestServer, useTestServer } from '../test/harness';
import { TEST_POSTGRES_URL } from '../test/postgres';

const SECRET = 'a test secret of at least thirty-two characters';

async function readyz(app: FastifyInstance, path = '/readyz') {
  const response = await app.inject({ method: 'GET', url: path });
  return { status: response.statusCode, body: response.json<Record<string, string>>() };
}

async function appOver(db: Kysely<Database>, storage: Storage): Promise<FastifyInstance> {
  return buildApp({ db, storage, sessionSecret: SECRET });
}

describeEachEngine('health checks', (engine) => {
  const server = useTestServer(engine);

  it('answers /healthz 200 and /readyz 200 while the database and storage answer', async () => {
    const alive = await server().app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'alive' });
    expect(await readyz(server().app)).toEqual({
      status: 200,
      body: { status: 'ready', database: 'ok', storage: 'ok' },
    });
  });

  it('answers /readyz 503 naming the database once the database is closed', async () => {
    const db = server().connect();
    const app = await appOver(db, server().storage);
    try {
      expect((await readyz(app)).status).toBe(200);
      await db.destroy();
      expect(await readyz(app)).toEqual({
        status: 503,
        body: { status: 'unavailable', database: 'failed', storage: 'ok' },
      });
      // Alive all the same: the process serves, it is the database that does not.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers /readyz 503 naming the storage when the storage fails', async () => {
    // A storage folder under a plain file: every look-up fails (ENOTDIR), as on a lost mount.
    const notAFolder = join(server().dir, 'not-a-folder');
    await writeFile(notAFolder, 'a file');
    const app = await appOver(server().connect(), new LocalStorage(join(notAFolder, 'files')));
    try {
      expect(await readyz(app)).toEqual({
        status: 503,
        body: { status: 'unavailable', database: 'ok', storage: 'failed' },
      });
    } finally {
      await app.close();
      await app.db.destroy();
    }
  });
});

describeEachEngine('health checks under BASE_PATH', (engine) => {
  const server = useTestServer(engine, { basePath: '/lienzo' });

  it('answers /lienzo/healthz and /lienzo/readyz', async () => {
    expect((await server().app.inject({ method: 'GET', url: '/lienzo/healthz' })).statusCode).toBe(200);
    expect((await readyz(server().app, '/lienzo/readyz')).status).toBe(200);
  });
});

const postgres = ENGINES.find((engine) => engine.engine === 'postgres')!;

describe.skipIf(postgres.skip)(`readiness when PostgreSQL becomes unreachable [${postgres.label}]`, () => {
  let proxy: CuttableProxy;
  let server: TestServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = await TestServer.start('postgres');
    const target = new URL(TEST_POSTGRES_URL);
    proxy = await CuttableProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${proxy.port}`;
    app = await appOver(createDatabase({ postgresUrl: target.toString() }), server.storage);
  });
  afterAll(async () => {
    await app.close();
    await app.db.destroy();
    await proxy.close();
    await server.close();
  });

  it('answers 503 naming the database while the connection is cut, and 200 again once it is back', async () => {
    expect((await readyz(app)).status).toBe(200);
    proxy.cut();
    expect(await readyz(app)).toEqual({
      status: 503,
      body: { status: 'unavailable', database: 'failed', storage: 'ok' },
    });
    proxy.restore();
    expect((await readyz(app)).status).toBe(200);
  });
});
