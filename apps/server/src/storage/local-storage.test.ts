import { mkdtemp, readdir, rm } from 'node:fs/promises';
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
});
