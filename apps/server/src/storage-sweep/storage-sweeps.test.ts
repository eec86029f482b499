// How the server runs the sweep: one log line per sweep with what it removed and how long it took, a failure
// logged and never thrown, and sweeps again every interval until stopped.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeEachEngine, useTestServer } from '../test/harness';
import { eventually } from '../test/webhook-receiver';
import { LocalStorage } from '../storage/local-storage';
import { newStorageKey } from '../storage/storage';
import { runStorageSweep, startStorageSweeps } from './storage-sweeps';

interface LogLine {
  level: number;
  msg: string;
  removed?: number;
  unfinished?: number;
  ms?: number;
  err?: { message: string };
  check?: boolean;
}

describeEachEngine('running the storage sweep', (engine) => {
  const lines: LogLine[] = [];
  const server = useTestServer(engine, {
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  const swept = () => lines.filter((line) => line.msg === 'storage swept');

  it('logs one line with the files removed and how long it took', async () => {
    lines.length = 0;
    const orphan = newStorageKey('designs', 'png');
    await server().storage.put(orphan, Buffer.from('no row names me'));
    const options = { db: server().db, storage: server().storage, graceMs: 0, log: server().app.log };
    const report = await runStorageSweep({ ...options, now: () => new Date(Date.now() + 1_000) });
    expect(report).toEqual({ removed: 1, unfinished: 0 });
    expect(await server().storage.exists(orphan)).toBe(false);
    expect(swept()).toHaveLength(1);
    expect(swept()[0]).toMatchObject({ level: 30, removed: 1, unfinished: 0, ms: expect.any(Number) });
  });

  it('logs a failing sweep as an error and answers null, never throwing', async () => {
    lines.length = 0;
    // A storage folder that is a plain file: listing it fails.
    const root = join(server().dir, 'not-a-folder');
    await writeFile(root, 'a file');
    const report = await runStorageSweep({
      db: server().db,
      storage: new LocalStorage(root),
      graceMs: 0,
      log: server().app.log,
    });
    expect(report).toBeNull();
    expect(swept()).toEqual([]);
    const failure = lines.find((line) => line.msg.startsWith('the storage sweep failed'));
    expect(failure).toMatchObject({ level: 50, err: { message: expect.stringContaining('ENOTDIR') } });
  });

  it('sweeps again every interval until stopped', async () => {
    lines.length = 0;
    const options = { db: server().db, storage: server().storage, graceMs: 0, log: server().app.log };
    // The orphan is stored before the sweeper starts: a sweep whose clock runs a second ahead with no grace
    // may otherwise take the file's temporary copy while it is being written (it failed so under load).
    const orphan = newStorageKey('fonts', 'ttf');
    await server().storage.put(orphan, Buffer.from('no row names me'));
    const sweeps = startStorageSweeps({ ...options, now: () => new Date(Date.now() + 1_000) }, 5);
    try {
      await eventually(
        'the next sweep removed the orphan',
        async () => !(await server().storage.exists(orphan)),
      );
      await eventually('a later sweep ran', () => swept().length >= 2);
    } finally {
      await sweeps.stop();
    }
    // A stopped sweeper sweeps no more. Another one, started after it with the same interval, has its timers
    // due later each round: by its second sweep, a timer the first still had would have swept and logged.
    const count = swept().length;
    const check = startStorageSweeps({ ...options, log: server().app.log.child({ check: true }) }, 5);
    await eventually('the check sweeper swept twice', () => swept().filter((line) => line.check).length >= 2);
    await check.stop();
    expect(swept().filter((line) => !line.check)).toHaveLength(count);
  });
});
