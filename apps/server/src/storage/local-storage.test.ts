import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage';
import { InvalidStorageKeyError, newStorageKey } from './storage';

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

  it('refuses any key it did not make the shape of', async () => {
    for (const key of [
      '../x.png',
      'designs/../../x.png',
      '/etc/passwd',
      'designs/a/b.png',
      'x.png',
      'designs/A.png',
      'designs/a.png\0',
      '',
    ]) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });
});
