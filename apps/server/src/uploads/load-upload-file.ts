import { resizeUploadedImage } from '../media/uploaded-image';
import type { Storage } from '../storage/storage';
import type { UploadFile } from './uploads';

/**
 * The bytes of an uploaded file. Pictures stored before every CDN width was kept have only their `_t` copy:
 * a missing smaller size is made from the original on first request and kept.
 */
export async function loadUploadFile(storage: Storage, file: UploadFile): Promise<Buffer | null> {
  const stored = await storage.get(file.key);
  if (stored || !file.resized) return stored;
  const { originalKey, size, format } = file.resized;
  const original = await storage.get(originalKey);
  if (!original) return null;
  const resized = await resizeUploadedImage(original, size, format);
  await storage.put(file.key, resized);
  // The upload may have been deleted meanwhile, its files with it: do not leave this one behind.
  if (!(await storage.exists(originalKey))) await storage.delete(file.key);
  return resized;
}
