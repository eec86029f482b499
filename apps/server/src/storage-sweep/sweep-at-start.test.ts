// The real server (bundled main.ts) sweeps its storage as it starts: once, in the primary process, before the
// workers fork (WORKERS=2); a young file stays under the default grace period; a bad grace period stops the start.
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, removeServerBundle, ServerProcess } from '../test/server-process';
import { eventually } from '../test/webhook-receiver';

let bundle: string;
beforeAll(async () => {
  bundle = await bundleServer();
});
afterAll(async () => {
  await removeServerBundle(bundle);
});

let dataDir: string;
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop('SIGTERM');
  server = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

/** Files in DATA_DIR/files/designs that no row names, written two hours ago: what cut-off saves leave. */
async function leftovers(names: string[], ageMs = 2 * 3_600_000): Promise<void> {
  const folder = join(dataDir, 'files', 'designs');
  await mkdir(folder, { recursive: true });
  const when = new Date(Date.now() - ageMs);
  for (const name of names) {
    await writeFile(join(folder, name), 'left by a crash');
    await utimes(join(folder, name), when, when);
  }
}

const sweepLines = (lines: string[]) => lines.filter((line) => line.includes('"msg":"storage swept"'));

describe('the storage sweep at server start', () => {
  it('runs once, in the supervising process, before the workers serve (WORKERS=2)', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lienzo-sweep-start-'));
    await leftovers([
      '0123456789abcdef01234567.png',
      '0123456789abcdef01234567_m.png',
      '.tmp-0123456789abcdef',
    ]);
    server = await ServerProcess.start(bundle, {
      DATA_DIR: dataDir,
      WORKERS: '2',
      STORAGE_SWEEP_GRACE_MS: '0',
    });
    const listening = () => server!.lines.filter((line) => line.includes('Server listening at')).length;
    await eventually('both workers listen', () => listening() === 2);
    const primary = server.pid;
    const sweeps = sweepLines(server.lines).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(sweeps).toHaveLength(1);
    expect(sweeps[0]).toMatchObject({ pid: primary, removed: 2, unfinished: 1, ms: expect.any(Number) });
    // Before the first worker listened.
    const firstListening = server.lines.findIndex((line) => line.includes('Server listening at'));
    expect(server.lines.findIndex((line) => line.includes('"msg":"storage swept"'))).toBeLessThan(
      firstListening,
    );
    expect(await readdir(join(dataDir, 'files', 'designs'))).toEqual([]);
  });

  it('keeps a file written within the default grace period of an hour', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lienzo-sweep-start-'));
    await leftovers(['00000000000000000000000a.png'], 2 * 3_600_000);
    await leftovers(['00000000000000000000000b.png', '.tmp-00000000000000bb'], 10 * 60_000);
    server = await ServerProcess.start(bundle, { DATA_DIR: dataDir });
    expect(sweepLines(server.lines).map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({ removed: 1, unfinished: 0 }),
    ]);
    expect((await readdir(join(dataDir, 'files', 'designs'))).sort()).toEqual(
      ['.tmp-00000000000000bb', '00000000000000000000000b.png'].sort(),
    );
  });

  it('refuses to start with a grace period that is not a number of milliseconds', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lienzo-sweep-start-'));
    await expect(
      ServerProcess.start(bundle, { DATA_DIR: dataDir, STORAGE_SWEEP_GRACE_MS: '1h' }),
    ).rejects.toThrow(
      'Lienzo cannot start: configuration: STORAGE_SWEEP_GRACE_MS must be a whole number of milliseconds from 0 to 604800000, not 1h',
    );
  });
});
