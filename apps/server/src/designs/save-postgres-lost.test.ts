// Issue 12, lost database (PostgreSQL): the real server process reaches PostgreSQL through a proxy the test
// cuts, as when the database restarts or the network drops, and later restores; then its schema is dropped.
// While the database is away every save answers an error and stores nothing, the process stays up, and once
// the database is back saves work again without a restart.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DesignRecord, SavedDesign } from '@lienzo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CuttableProxy } from '../test/cuttable-proxy';
import { makePng, savePayload } from '../test/fixtures';
import { ENGINES } from '../test/harness';
import { HttpClient, type HttpAnswer } from '../test/http-client';
import { createTestSchema, dropTestSchema, TEST_POSTGRES_URL } from '../test/postgres';
import { bundleServer, postgresUrlInSchema, removeServerBundle, ServerProcess } from '../test/server-process';

const postgres = ENGINES.find((engine) => engine.engine === 'postgres')!;

function expectRefused(answer: HttpAnswer): void {
  expect(answer.status, answer.body.toString()).toBe(500);
  expect(answer.json()).toEqual({ error: { code: 'API_ERROR_UNKNOWN', message: 'Something went wrong!' } });
}

describe.skipIf(postgres.skip)(`saves while the database is away [${postgres.label}]`, () => {
  let bundle: string;
  let dataDir: string;
  let schema: string;
  let proxy: CuttableProxy;
  let server: ServerProcess;
  let client: HttpClient;

  beforeAll(async () => {
    bundle = await bundleServer();
    dataDir = await mkdtemp(join(tmpdir(), 'lienzo-lost-db-'));
    schema = await createTestSchema();
    const target = new URL(TEST_POSTGRES_URL);
    proxy = await CuttableProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${proxy.port}`;
    server = await ServerProcess.start(bundle, {
      DATA_DIR: dataDir,
      DATABASE_URL: postgresUrlInSchema(target.toString(), schema),
    });
    client = new HttpClient(server.origin);
    await client.signUp(`lost-db-${Date.now()}@example.com`);
  });

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await proxy?.close();
    await dropTestSchema(schema);
    await rm(dataDir, { recursive: true, force: true });
    await removeServerBundle(bundle);
  });

  const storedFiles = () => readdir(join(dataDir, 'files', 'designs')).catch(() => []);

  it('answers errors while the connection is cut, stays up, and saves again once it is back', async () => {
    const first = await client.post(
      '/api/save',
      savePayload(await makePng(32, 32, '#102030'), { title: 'Before' }),
    );
    expect(first.status).toBe(200);
    const saved = first.json<{ data: SavedDesign }>().data;
    const files = await storedFiles();

    proxy.cut();
    const created = await client.post('/api/save', savePayload(await makePng(32, 32, '#405060')));
    const updated = await client.post(
      '/api/save',
      savePayload(await makePng(32, 32, '#708090'), { id: saved.id, title: 'Lost' }),
    );
    expectRefused(created);
    expectRefused(updated);
    expect(await storedFiles()).toEqual(files);
    expect(server.running).toBe(true);

    proxy.restore();
    const again = await client.post(
      '/api/save',
      savePayload(await makePng(32, 32, '#a0b0c0'), { id: saved.id, title: 'After' }),
    );
    expect(again.status, again.body.toString()).toBe(200);
    const record = await client.get(`/api/getEditorByHash/${saved.hash}`);
    expect(record.json<{ data: DesignRecord }>().data.title).toBe('After');
    expect(server.lines.join('\n')).toContain('an idle PostgreSQL connection broke and was dropped');
  });

  it('answers errors and stores nothing once its schema is dropped', async () => {
    const files = await storedFiles();
    await dropTestSchema(schema);
    const created = await client.post('/api/save', savePayload(await makePng(32, 32, '#c0d0e0')));
    expectRefused(created);
    expect(await storedFiles()).toEqual(files);
    expect(server.running).toBe(true);
  });
});
