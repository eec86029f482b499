import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

export interface PrefixedServer {
  /** `http://127.0.0.1:{port}`: the host, without the prefix. */
  origin: string;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../..');

/** Resolves with the address of the server's "Server listening at …" log line; rejects if it exits first. */
function listeningAddress(server: ChildProcess): Promise<string> {
  return new Promise((resolveAddress, reject) => {
    const lines = createInterface({ input: server.stdout! });
    lines.on('line', (line) => {
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (address) resolveAddress(address);
    });
    server.once('exit', (code) => reject(new Error(`the BASE_PATH server exited with code ${code}`)));
  });
}

/**
 * A second built server (apps/server/dist) mounted under `basePath` ('' for the root), with any further
 * settings in `env`, on a free loopback port the system chooses, with a data folder of its own that `stop()`
 * removes.
 */
export async function startPrefixedServer(
  basePath: string,
  env: Record<string, string> = {},
): Promise<PrefixedServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lienzo-e2e-base-path-'));
  const server = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: ROOT,
    env: { ...process.env, ...env, BASE_PATH: basePath, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await listeningAddress(server);
  return {
    origin,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((done) => server.once('exit', done));
        server.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
