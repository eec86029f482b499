import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage';
import { newStorageKey } from './storage';

// The shared promises (round trip, missing files, refused keys) are in storage-contract.test.ts.
describe('LocalStorage', () => {
  let dir: string;
  let storage: LocalStorage;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lienzo-storage-'));
    storage = new LocalStorage(join(dir, 'files'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('puts, gets, replaces and deletes, leaving no temporary files', async () => {
    const key = newStorageKey('designs', 'png');
    expect(key).toMatch(/^designs\/[0-9a-f]{24}\.png$/);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('one'));
    await storage.put(key, Buffer.from('two'));
    expect((await storage.get(key))?.toString()).toBe('two');
    expect(await storage.exists(key)).toBe(true);
    expect(await readdir(join(dir, 'files', 'designs'))).toEqual([key.split('/')[1]]);
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
  });

  /** A file written straight into the folder, as a put cut off by a crash leaves it, written `age` ms ago. */
  async function leftover(folder: string, name: string, age: number): Promise<void> {
    await mkdir(join(dir, 'files', folder), { recursive: true });
    const path = join(dir, 'files', folder, name);
    await writeFile(path, 'part of a file');
    const when = new Date(Date.now() - age);
    await utimes(path, when, when);
  }

  it('removes the temporary files of cut-off puts written before the cut-off time, in every folder', async () => {
    const stored = newStorageKey('designs', 'png');
    await storage.put(stored, Buffer.from('whole'));
    const hour = 3_600_000;
    await leftover('designs', '.tmp-0123456789abcdef', 2 * hour);
    await leftover('templates', '.tmp-fedcba9876543210', 2 * hour);
    await leftover('designs', '.tmp-00000000000000ff', 60_000); // a put under way: too young
    await leftover('designs', '.tmp-not-one-of-ours', 2 * hour); // not the name a put gives
    await leftover('designs', '.keep', 2 * hour);
    const removed = await storage.removeUnfinishedWrites(new Date(Date.now() - hour));
    expect(removed).toBe(2);
    expect((await readdir(join(dir, 'files', 'designs'))).sort()).toEqual(
      ['.keep', '.tmp-00000000000000ff', '.tmp-not-one-of-ours', stored.split('/')[1]].sort(),
    );
    expect(await readdir(join(dir, 'files', 'templates'))).toEqual([]);
    expect(await storage.removeUnfinishedWrites(new Date())).toBe(1);
    expect(await storage.get(stored)).toEqual(Buffer.from('whole'));
  });

  it('answers 0 when nothing was ever stored', async () => {
    expect(await storage.removeUnfinishedWrites(new Date())).toBe(0);
  });

  it('lists only stored files: no temporary file, other name or folder inside the folder', async () => {
    const stored = newStorageKey('designs', 'png');
    await storage.put(stored, Buffer.from('whole'));
    const written = new Date(Date.now() - 7_200_000);
    await utimes(join(dir, 'files', stored), written, written);
    await leftover('designs', '.tmp-0123456789abcdef', 0);
    await leftover('designs', 'Upper.png', 0);
    await leftover('designs', 'no-extension', 0);
    await mkdir(join(dir, 'files', 'designs', 'inner.png'));
    const found = [];
    for await (const file of storage.list('designs')) found.push(file);
    expect(found).toEqual([{ key: stored, modified: written }]);
  });
});
