import { execFileSync } from 'node:child_process';
import { expect, request, test } from './support/test';
import { CSRF_COOKIE, CSRF_HEADER } from '@lienzo/core';
import { startExtraServer, type ExtraServer } from './support/extraServer';

let server: ExtraServer;

test.beforeAll(async () => {
  server = await startExtraServer({ WORKERS: '2' });
});
test.afterAll(async () => {
  await server?.stop();
});

/** The pids of the supervisor's worker processes. */
function workerPids(): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(server.pid)])
      .toString()
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
  } catch {
    return [];
  }
}

test('WORKERS=2 serves from two processes, replaces a killed one, and loses nothing', async () => {
  await expect.poll(workerPids).toHaveLength(2);
  // Both have taken the port: killing the only one listening would close it until its replacement listens.
  await expect.poll(() => server.listening()).toBe(2);
  const api = await request.newContext({ baseURL: server.origin });
  const antiForgery = async () => ({
    [CSRF_HEADER]:
      (await api.storageState()).cookies.find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '',
  });
  await api.get('/api/me');
  const signUp = await api.post('/api/auth/signup', {
    headers: await antiForgery(),
    data: { name: 'Worker Test', email: 'workers@example.com', password: 'worker password' },
  });
  expect(signUp.ok()).toBe(true);
  const board = await api.post('/api/boards/create', {
    headers: await antiForgery(),
    data: { name: 'Kept' },
  });
  expect(board.ok()).toBe(true);

  const [victim, survivor] = workerPids();
  process.kill(victim!, 'SIGKILL');
  // Until the primary has seen the death, it may still hand a new connection to the dead worker, which resets
  // it (a browser would retry). It has once it forks the replacement: from then on the surviving worker answers
  // while the replacement starts, with the session and the board from the database, not from a worker.
  await expect.poll(() => workerPids().some((pid) => pid !== victim && pid !== survivor)).toBe(true);
  // A new context opens new connections, as a browser would after the reset.
  const after = await request.newContext({ baseURL: server.origin, storageState: await api.storageState() });
  await api.dispose();
  for (let index = 0; index < 20; index++) {
    const me = await after.get('/api/me', { headers: { connection: 'close' } });
    expect(me.status()).toBe(200);
    expect((await me.json()).data.user.boards.map((b: { name: string }) => b.name)).toEqual(['Kept']);
  }
  await expect.poll(workerPids).toHaveLength(2);
  expect(workerPids()).not.toContain(victim);
  await after.dispose();

  expect(await server.stop()).toBe(0);
  expect(workerPids()).toEqual([]);
});
