import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

type InvalidFileCode = 'API_ERROR_INVALID_IMAGE_FILE' | 'API_ERROR_INVALID_AUDIO_FILE';

export interface UploadedFile {
  bytes: Buffer;
  /** The file's name without folders or extension, printable, at most 200 characters; null when none is left. */
  name: string | null;
}

const MAX_NAME_LENGTH = 200;

/** What is kept of the name a browser sends: a display name only, never used to build a path. */
export function uploadedFileName(filename: string | undefined): string | null {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const name = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFC')
    .replace(/[\p{C}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const shortened = [...name].slice(0, MAX_NAME_LENGTH).join('').trim();
  return shortened === '' ? null : shortened;
}

/**
 * The one file of a multipart upload, field `file`, read whole; past the §9 limit it is refused unread (413).
 * Anything else is answered 400 with the upload's own "invalid file" code.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  invalid: InvalidFileCode,
): Promise<UploadedFile> {
  const missing = () => new ApiError(400, invalid, 'Send the file as multipart field "file".');
  if (!request.isMultipart()) throw missing();
  let bytes: Buffer | undefined;
  let name: string | null = null;
  try {
    const file = await request.file();
    if (file?.fieldname === 'file') {
      bytes = await file.toBuffer();
      name = uploadedFileName(file.filename);
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new ApiError(413, invalid);
    throw new ApiError(400, invalid);
  }
  if (!bytes) throw missing();
  return { bytes, name };
}
