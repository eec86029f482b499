// What every Storage promises (storage.ts), checked the same way on the local folder and on an S3 bucket.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestStorage } from '../test/harness';
import { openS3TestTarget } from '../test/s3';
import { LocalStorage } from './local-storage';
import { InvalidStorageKeyError, newStorageKey, type StoredFile } from './storage';

const s3 = await openS3TestTarget();
afterAll(() => s3.close());

interface Subject extends TestStorage {
  close(): Promise<void>;
}

async function localSubject(): Promise<Subject> {
  const dir = await mkdtemp(join(tmpdir(), 'lienzo-storage-contract-'));
  const root = join(dir, 'files');
  const files = async () =>
    (await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .sort();
  return { storage: new LocalStorage(root), files, close: () => rm(dir, { recursive: true, force: true }) };
}

async function s3Subject(): Promise<Subject> {
  const { storage, files } = s3.testStorage();
  return { storage, files, close: async () => storage.destroy() };
}

const SUBJECTS = [
  { name: 'LocalStorage', skip: false, open: localSubject },
  { name: `S3Storage [${s3.label}]`, skip: s3.skipReason !== null, open: s3Subject },
];

/** Keys a request could try to smuggle in: traversal plain, encoded and absolute, and other shapes we never make. */
const INVALID_KEYS = [
  '../x.png',
  'designs/../../x.png',
  'designs/../x.png',
  '..%2fx.png',
  'designs/%2e%2e%2fx.png',
  '%2e%2e/x.png',
  'designs/..%5cx.png',
  '..\\x.png',
  '/etc/passwd',
  '/designs/a.png',
  'designs//a.png',
  'designs/a/b.png',
  'x.png',
  'designs/A.png',
  'designs/a.png\0',
  'designs/a.png/',
  '',
];

/** Folder names `list` must refuse: traversal, nesting, absolute, empty, misshapen. */
const INVALID_FOLDERS = [
  '',
  '.',
  '..',
  '../designs',
  'designs/',
  '/designs',
  'designs/a',
  'Designs',
  'a.b',
  '%2e%2e',
];

async function listed(files: AsyncIterable<StoredFile>): Promise<StoredFile[]> {
  const found: StoredFile[] = [];
  for await (const file of files) found.push(file);
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

/** Far enough either side for a storage's clock that is not this process's (the bucket's). */
const CLOCK_SLACK_MS = 10 * 60_000;

for (const { name, skip, open } of SUBJECTS) {
  describe.skipIf(skip)(`the storage contract: ${name}`, () => {
    let subject: Subject;
    beforeEach(async () => {
      subject = await open();
    });
    afterEach(async () => {
      await subject.close();
    });

    it('gives back exactly the bytes it was given: every byte value, and a megabyte of random ones', async () => {
      const everyByte = Buffer.from(Array.from({ length: 256 }, (_, value) => value));
      const random = randomBytes(1024 * 1024);
      const first = newStorageKey('designs', 'png');
      const second = newStorageKey('uploads', 'jpg');
      await subject.storage.put(first, everyByte);
      await subject.storage.put(second, random);
      expect((await subject.storage.get(first))?.equals(everyByte)).toBe(true);
      expect((await subject.storage.get(second))?.equals(random)).toBe(true);
      expect(await subject.files()).toEqual([first, second].sort());
    });

    it('replaces a file on a second put, keeping one file', async () => {
      const key = newStorageKey('fonts', 'ttf');
      await subject.storage.put(key, Buffer.from('one'));
      await subject.storage.put(key, Buffer.from('two, longer'));
      expect((await subject.storage.get(key))?.toString()).toBe('two, longer');
      expect(await subject.files()).toEqual([key]);
    });

    it('answers null and false for a file that was never stored', async () => {
      const key = newStorageKey('designs', 'png');
      expect(await subject.storage.get(key)).toBeNull();
      expect(await subject.storage.exists(key)).toBe(false);
    });

    it('says a stored file exists, and an empty one too', async () => {
      const key = newStorageKey('audios', 'wav');
      await subject.storage.put(key, Buffer.alloc(0));
      expect(await subject.storage.exists(key)).toBe(true);
      expect((await subject.storage.get(key))?.length).toBe(0);
    });

    it('deletes idempotently: twice, and a key never stored, without error', async () => {
      const key = newStorageKey('uploads', 'png');
      const kept = newStorageKey('uploads', 'png');
      await subject.storage.put(key, Buffer.from('bytes'));
      await subject.storage.put(kept, Buffer.from('kept'));
      await subject.storage.delete(key);
      await subject.storage.delete(key);
      await subject.storage.delete(newStorageKey('uploads', 'png'));
      expect(await subject.storage.exists(key)).toBe(false);
      expect(await subject.storage.get(key)).toBeNull();
      expect(await subject.files()).toEqual([kept]);
    });

    it('refuses traversal, encoded, absolute and misshapen keys in every method, storing nothing', async () => {
      const bytes = Buffer.from('x');
      for (const key of INVALID_KEYS) {
        const shown = JSON.stringify(key);
        await expect(subject.storage.put(key, bytes), shown).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(subject.storage.get(key), shown).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(subject.storage.exists(key), shown).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(subject.storage.delete(key), shown).rejects.toBeInstanceOf(InvalidStorageKeyError);
      }
      expect(await subject.files()).toEqual([]);
    });

    it('lists the files of one folder with when each was written, and none of another folder', async () => {
      const first = newStorageKey('designs', 'png');
      const second = newStorageKey('designs', 'png');
      const elsewhere = newStorageKey('uploads', 'jpg');
      for (const key of [first, second, elsewhere]) await subject.storage.put(key, Buffer.from(key));
      const now = Date.now();
      const designs = await listed(subject.storage.list('designs'));
      expect(designs.map((file) => file.key)).toEqual([first, second].sort());
      for (const file of designs) {
        expect(file.modified).toBeInstanceOf(Date);
        expect(Math.abs(file.modified.getTime() - now)).toBeLessThan(CLOCK_SLACK_MS);
      }
      expect((await listed(subject.storage.list('uploads'))).map((file) => file.key)).toEqual([elsewhere]);
      await subject.storage.delete(first);
      expect((await listed(subject.storage.list('designs'))).map((file) => file.key)).toEqual([second]);
    });

    it('lists nothing for a folder never written', async () => {
      expect(await listed(subject.storage.list('videos'))).toEqual([]);
    });

    it('refuses a folder name that is not one a key could have, in list', async () => {
      await subject.storage.put(newStorageKey('designs', 'png'), Buffer.from('x'));
      for (const folder of INVALID_FOLDERS)
        await expect(listed(subject.storage.list(folder)), JSON.stringify(folder)).rejects.toBeInstanceOf(
          InvalidStorageKeyError,
        );
    });

    it('removes no stored file when asked to remove what cut-off writes left', async () => {
      const key = newStorageKey('designs', 'png');
      await subject.storage.put(key, Buffer.from('kept'));
      expect(await subject.storage.removeUnfinishedWrites(new Date(Date.now() + CLOCK_SLACK_MS))).toBe(0);
      expect(await subject.files()).toEqual([key]);
    });
  });
}
