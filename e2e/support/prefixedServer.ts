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
    server.once('exit', (code) => reject(new Error(`the server exited with code ${code}`)));
  });
}

/**
 * Another built server (apps/server/dist) with these settings on top of the environment, with a data folder
 * of its own that `stop()` removes. PORT '0' lets the system choose a free loopback port.
 */
export async function startBuiltServer(settings: Record<string, string>): Promise<PrefixedServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lienzo-e2e-server-'));
  const server = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...settings, DATA_DIR: dataDir },
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

/** A second built server mounted under `basePath`, on a free loopback port the system chooses. */
export function startPrefixedServer(basePath: string): Promise<PrefixedServer> {
  return startBuiltServer({ BASE_PATH: basePath });
}
