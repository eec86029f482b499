import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

export interface ExtraServer {
  /** `http://127.0.0.1:{port}`: the host, without any prefix. */
  origin: string;
  /** The server's own process (with WORKERS > 1, the supervisor of the workers). */
  pid: number;
  stop(): Promise<number | null>;
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
    server.once('exit', (code) => reject(new Error(`the extra server exited with code ${code}`)));
  });
}

/**
 * Another built server (apps/server/dist) with settings of its own (`BASE_PATH`, `WORKERS`…), on a free loopback
 * port the system chooses (unless the settings give a PORT), with a data folder of its own; `stop()` ends it with SIGTERM, removes the folder and
 * gives the exit code.
 */
export async function startExtraServer(settings: Record<string, string>): Promise<ExtraServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lienzo-e2e-server-'));
  const server = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...settings, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await listeningAddress(server);
  return {
    origin,
    pid: server.pid!,
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
