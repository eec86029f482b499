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
}

/** `folder/name.ext`: one folder level, lowercase letters, digits, `_` and `-`; no dots but the extension. */
export const STORAGE_KEY = /^[a-z0-9-]{1,32}\/[a-z0-9_-]{1,100}\.[a-z0-9]{1,8}$/;

export class InvalidStorageKeyError extends Error {
  override readonly name = 'InvalidStorageKeyError';
  constructor(key: string) {
    super(`invalid storage key ${JSON.stringify(key.slice(0, 200))}`);
  }
}

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new InvalidStorageKeyError(key);
}

/** A fresh, unguessable key in a folder: `designs/3f9c…e1.png`. */
export function newStorageKey(folder: string, extension: string): string {
  const key = `${folder}/${randomBytes(12).toString('hex')}.${extension}`;
  assertStorageKey(key);
  return key;
}
