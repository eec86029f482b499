import type { StorageConfig } from '../config';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

/**
 * The storage the configuration names. A bucket is checked before the server starts, so a wrong name, region,
 * endpoint or key stops the process with the reason instead of failing every upload later.
 */
export async function openStorage(config: StorageConfig): Promise<Storage> {
  if (config.kind === 'local') return new LocalStorage(config.root);
  const storage = new S3Storage(config.s3);
  try {
    await storage.checkBucket();
  } catch (error) {
    storage.destroy();
    throw error;
  }
  return storage;
}
