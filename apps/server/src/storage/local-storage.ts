import { randomBytes } from 'node:crypto';
import { mkdir, open, opendir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  assertStorageFolder,
  assertStorageKey,
  STORAGE_FOLDER,
  STORAGE_KEY,
  type Storage,
  type StoredFile,
} from './storage';

/** The temporary file a `put` writes before renaming it to its key; never a valid key itself. */
const TEMPORARY_FILE = /^\.tmp-[0-9a-f]{16}$/;

/** Files in a local directory (`${DATA_DIR}/files`), written so that a crash never leaves half a file. */
export class LocalStorage implements Storage {
  constructor(readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    const folder = dirname(path);
    await mkdir(folder, { recursive: true });
    const temporary = join(folder, `.tmp-${randomBytes(8).toString('hex')}`);
    try {
      const file = await open(temporary, 'wx');
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    await syncDirectory(folder);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async *list(folder: string): AsyncIterable<StoredFile> {
    assertStorageFolder(folder);
    const directory = join(this.root, folder);
    const entries = await opendir(directory).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!entries) return;
    for await (const entry of entries) {
      const key = `${folder}/${entry.name}`;
      if (!entry.isFile() || !STORAGE_KEY.test(key)) continue;
      const modified = await modifiedTime(join(directory, entry.name));
      if (modified) yield { key, modified };
    }
  }

  /** The `.tmp-*` files of puts cut off by a crash (a put under way elsewhere has a newer one). */
  async removeUnfinishedWrites(before: Date): Promise<number> {
    let removed = 0;
    const folders = await readdir(this.root, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const folder of folders) {
      if (!folder.isDirectory() || !STORAGE_FOLDER.test(folder.name)) continue;
      const directory = join(this.root, folder.name);
      for (const name of await readdir(directory)) {
        if (!TEMPORARY_FILE.test(name)) continue;
        const modified = await modifiedTime(join(directory, name));
        if (!modified || modified >= before) continue;
        await rm(join(directory, name), { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return join(this.root, key);
  }
}

/** The rename is durable only once the directory entry itself is on disk. */
async function syncDirectory(folder: string): Promise<void> {
  const directory = await open(folder, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

/** When the file was last written; null when it is gone (removed meanwhile). */
async function modifiedTime(path: string): Promise<Date | null> {
  try {
    return (await stat(path)).mtime;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}
