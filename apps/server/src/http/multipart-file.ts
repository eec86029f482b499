import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

type InvalidFileCode = 'API_ERROR_INVALID_IMAGE_FILE' | 'API_ERROR_INVALID_AUDIO_FILE';

/**
 * The one file of a multipart upload, field `file`, read whole; past the §9 limit it is refused unread (413).
 * Anything else is answered 400 with the upload's own "invalid file" code.
 */
export async function readUploadedFile(request: FastifyRequest, invalid: InvalidFileCode): Promise<Buffer> {
  const missing = () => new ApiError(400, invalid, 'Send the file as multipart field "file".');
  if (!request.isMultipart()) throw missing();
  let bytes: Buffer | undefined;
  try {
    const file = await request.file();
    if (file?.fieldname === 'file') bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new ApiError(413, invalid);
    throw new ApiError(400, invalid);
  }
  if (!bytes) throw missing();
  return bytes;
}
