import { randomBytes } from 'node:crypto';

/**
 * Where files live (DESIGN.md §5): a local folder by default, object storage later. Keys are made by the
 * server only (`newStorageKey`) and checked against `STORAGE_KEY` by every implementation.
 */
export interface Storage {
  /** Stores the bytes atomically: a reader sees the old file or the whole new one, never a part. */
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * The stored files of one folder (`designs`, not `designs/`), each with when it was last written, in no set
   * order. Only names that are valid keys are listed; deeper folders are not. A missing folder lists nothing.
   */
  list(folder: string): AsyncIterable<StoredFile>;
  /**
   * Removes what `put`s cut off by a crash left behind that is not a stored file (a temporary file of the local
   * folder), when written before `before`; answers how many. Where a put is atomic on its own, nothing.
   */
  removeUnfinishedWrites(before: Date): Promise<number>;
}

/** One file a `Storage.list` found. */
export interface StoredFile {
  key: string;
  /** When the file was last written, by the storage's clock (the bucket's, for S3). */
  modified: Date;
}

/** `folder/name.ext`: one folder level, lowercase letters, digits, `_` and `-`; no dots but the extension. */
export const STORAGE_KEY = /^[a-z0-9-]{1,32}\/[a-z0-9_-]{1,100}\.[a-z0-9]{1,8}$/;

export class InvalidStorageKeyError extends Error {
  override readonly name = 'InvalidStorageKeyError';
  constructor(key: string, what: 'key' | 'folder' = 'key') {
    super(`invalid storage ${what} ${JSON.stringify(key.slice(0, 200))}`);
  }
}

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new InvalidStorageKeyError(key);
}

/** The folder part of a key: `designs` in `designs/3f9c…e1.png`. */
export const STORAGE_FOLDER = /^[a-z0-9-]{1,32}$/;

export function assertStorageFolder(folder: string): void {
  if (!STORAGE_FOLDER.test(folder)) throw new InvalidStorageKeyError(folder, 'folder');
}

/** A fresh, unguessable key in a folder: `designs/3f9c…e1.png`. */
export function newStorageKey(folder: string, extension: string): string {
  const key = `${folder}/${randomBytes(12).toString('hex')}.${extension}`;
  assertStorageKey(key);
  return key;
}
