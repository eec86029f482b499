import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@lienzo/core';

/** Why a picked file is refused before it is sent (SPEC §5, §8 client messages), as a locale key. */
export type ImageFileProblem = 'uploads.errors.wrong_type' | 'uploads.errors.too_big';

/**
 * The client's checks of SPEC §5: a JPG or PNG name, and a size from 1 byte to 5767168 bytes. The server
 * checks again by the file's content; these only spare a useless upload.
 */
export function checkImageFile(file: { name: string; size: number }): ImageFileProblem | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(extension)) return 'uploads.errors.wrong_type';
  if (file.size <= 0 || file.size > UPLOAD_MAX_BYTES) return 'uploads.errors.too_big';
  return null;
}
