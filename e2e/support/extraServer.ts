import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { test } from '@playwright/test';

export interface ExtraServer {
  /** `http://127.0.0.1:{port}`: the host, without any prefix. */
  origin: string;
  /** The server's own process (with WORKERS > 1, the supervisor of the workers). */
  pid: number;
  /** How many "Server listening at" lines it has printed so far: one per worker process that took the port. */
  listening(): number;
  stop(): Promise<number | null>;
}

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Resolves with the address of the server's first "Server listening at …" log line (rejects if it exits first),
 * and counts every such line in `seen.count`.
 */
function listeningAddress(server: ChildProcess, seen: { count: number }): Promise<string> {
  return new Promise((resolveAddress, reject) => {
    const lines = createInterface({ input: server.stdout! });
    lines.on('line', (line) => {
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (!address) return;
      seen.count += 1;
      resolveAddress(address);
    });
    server.once('exit', (code) => reject(new Error(`the extra server exited with code ${code}`)));
  });
}

/**
 * Another built server (apps/server/dist) with settings of its own (`BASE_PATH`, `WORKERS`…), on a free loopback
 * port the system chooses (unless the settings give a PORT), with a data folder of its own; `stop()` ends it with SIGTERM, removes the folder and
 * gives the exit code.
 */
export async function startExtraServer(settings: Record<string, string>): Promise<ExtraServer> {
  const started = Date.now();
  const dataDir = await mkdtemp(join(tmpdir(), 'lienzo-e2e-server-'));
  const server = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...settings, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const seen = { count: 0 };
  const origin = await listeningAddress(server, seen);
  // A start (migrations, seeds) takes seconds, and many more on a loaded machine: the test's own budget is for
  // what it does with the server, so the start is added to it.
  const info = test.info();
  info.setTimeout(info.timeout + (Date.now() - started));
  return {
    origin,
    pid: server.pid!,
    listening: () => seen.count,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((done) => server.once('exit', done));
        server.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
      return server.exitCode;
    },
  };
}
