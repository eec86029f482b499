// MAX_CONNECTIONS_PER_ADDRESS with WORKERS=2 (issue 20, finding 3): the real server process, whose primary hands
// connections to its workers in turn; the cap holds for the whole server, not once per worker.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getFrom, RawConnection } from '../test/raw-connection';
import { bundleServer, removeServerBundle, ServerProcess } from '../test/server-process';

let bundle: string;
let dataDir: string;
let server: ServerProcess | undefined;
const connections: RawConnection[] = [];

beforeAll(async () => {
  bundle = await bundleServer();
  dataDir = await mkdtemp(join(tmpdir(), 'lienzo-connection-caps-'));
});
afterAll(async () => {
  for (const connection of connections) connection.destroy();
  await server?.stop('SIGTERM');
  await removeServerBundle(bundle);
  await rm(dataDir, { recursive: true, force: true });
});

it('with WORKERS=2, one address holds at most MAX_CONNECTIONS_PER_ADDRESS connections in all', async () => {
  server = await ServerProcess.start(bundle, {
    DATA_DIR: dataDir,
    WORKERS: '2',
    MAX_CONNECTIONS_PER_ADDRESS: '4',
  });
  // Both workers take connections before the test opens any (the primary hands them out in turn).
  await server.untilLines(/Server listening at/, 2);
  const port = Number(new URL(server.origin).port);
  for (let index = 0; index < 12; index++) connections.push(await RawConnection.open(port, '127.0.0.1'));
  // Kept alive once answered, so an answered connection keeps counting against the address.
  for (const connection of connections) connection.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  const answered = await Promise.all(connections.map((connection) => connection.until('\r\n\r\n')));
  const served = answered.filter(Boolean).length;
  expect(served).toBeGreaterThan(0);
  expect(served).toBeLessThanOrEqual(4);
  // Another address is served all the same.
  expect((await getFrom(port, '/api/me', '127.0.0.2')).status).toBe(200);
}, 120_000);
