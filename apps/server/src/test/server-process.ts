// The real server (src/main.ts) in a process of its own, for the tests that kill it, fill its disk or take its
// database away. It is bundled like build.mjs does (there is no tsx), into dist/ so that the paths main.ts finds
// from its own address (../assets, ../../web/dist) are the bundle's.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { serverBundleOptions } from '../../bundle-options.mjs';

const SERVER_DIR = resolve(import.meta.dirname, '../..');

/** Bundles the server once for a test file; the caller removes the file with {@link removeServerBundle}. */
export async function bundleServer(entry = 'src/main.ts'): Promise<string> {
  await mkdir(join(SERVER_DIR, 'dist'), { recursive: true });
  const bundle = join(SERVER_DIR, 'dist', `test-server-${randomBytes(4).toString('hex')}.mjs`);
  await build({ ...serverBundleOptions, entryPoints: [entry], outfile: bundle });
  return bundle;
}

export async function removeServerBundle(bundle: string): Promise<void> {
  await rm(bundle, { force: true });
}

/** A PostgreSQL URL whose connections work in `schema` (the server takes DATABASE_URL only). */
export function postgresUrlInSchema(url: string, schema: string): string {
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return withSchema.toString();
}

export class ServerProcess {
  private readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(
    private readonly child: ChildProcess,
    readonly origin: string,
    /** Every line the server printed so far (its JSON log), for the assertions on what it said. */
    readonly lines: string[],
  ) {
    this.exited = new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null)
        done({ code: child.exitCode, signal: child.signalCode });
      else child.once('exit', (code, signal) => done({ code, signal }));
    });
  }

  /**
   * Starts the bundle with `env` (DATA_DIR at least; PORT 0 and HOST 127.0.0.1 always, no ffmpeg) and resolves
   * once it listens; rejects with its output if it exits first.
   */
  static async start(bundle: string, env: Record<string, string>): Promise<ServerProcess> {
    const child = spawn(process.execPath, [bundle], {
      cwd: SERVER_DIR,
      env: { ...process.env, FFMPEG: 'off', ...env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    const origin = await new Promise<string>((listening, failed) => {
      const read = (line: string) => {
        lines.push(line);
        const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
        if (address) listening(address);
      };
      createInterface({ input: child.stdout! }).on('line', read);
      createInterface({ input: child.stderr! }).on('line', read);
      child.once('exit', (code, signal) =>
        failed(new Error(`the server exited (${code ?? signal}) before listening:\n${lines.join('\n')}`)),
      );
    });
    return new ServerProcess(child, origin, lines);
  }

  /** Resolves once `count` of the lines printed match `pattern` (e.g. every worker saying it listens). */
  async untilLines(pattern: RegExp, count: number): Promise<void> {
    const enough = () => this.lines.filter((line) => pattern.test(line)).length >= count;
    while (!enough()) {
      if (!this.running) throw new Error(`the server exited:\n${this.lines.join('\n')}`);
      await new Promise<void>((more) => {
        const done = () => {
          this.child.stdout!.off('data', done);
          this.child.off('exit', done);
          more();
        };
        this.child.stdout!.on('data', done);
        this.child.once('exit', done);
      });
    }
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** Sends `signal` and resolves with how the process ended. */
  async stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }

  /** How the process ended, whenever it does. */
  get exit(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    return this.exited;
  }
}
