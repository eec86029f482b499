import { deleteUploadSchema, uploadsQuerySchema } from '@lienzo/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError, notFound } from '../http/api-error';
import { uploadRateLimit, type RateLimit } from '../http/rate-limits';
import { validate } from '../http/validate';
import { invalidImage, normaliseUploadedImage } from '../media/uploaded-image';
import { currentUser, requireUser } from '../plugins/sessions';
import { deleteUpload, listUploads, storeUpload, uploadKeyOf } from '../uploads/uploads';

/** The one file of a multipart upload, field `file`, read whole; past the §9 limit it is refused unread. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalidImage('Send the picture as multipart field "file".');
  let bytes: Buffer | undefined;
  try {
    const file = await request.file();
    if (file?.fieldname === 'file') bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new ApiError(413, 'API_ERROR_INVALID_IMAGE_FILE');
    throw invalidImage();
  }
  if (!bytes) throw invalidImage('Send the picture as multipart field "file".');
  return bytes;
}

const TYPES = { jpg: 'image/jpeg', png: 'image/png' } as const;

export const uploadRoutes: FastifyPluginAsync<{ rateLimit: RateLimit }> = async (app, { rateLimit }) => {
  const limited = { onRequest: requireUser, config: uploadRateLimit(rateLimit) };
  app.post('/api/uploadBackground', limited, async (request) => {
    const user = currentUser(request);
    const picture = await normaliseUploadedImage(await readUploadedFile(request));
    try {
      const data = await storeUpload(
        { db: app.db, storage: app.storage, log: request.log },
        user.id,
        picture,
      );
      return { data };
    } catch (error) {
      request.log.error({ err: error }, 'upload could not be stored');
      throw new ApiError(500, 'API_ERROR_UPLOAD_FAIL');
    }
  });

  app.get('/api/editor/uploads', { onRequest: requireUser }, async (request) => {
    const { page } = validate(uploadsQuerySchema, request.query);
    return { data: { items: await listUploads(app.db, currentUser(request).id, page) } };
  });

  app.post('/api/editor/deleteUploadedFile', { onRequest: requireUser }, async (request) => {
    const { id } = validate(deleteUploadSchema, request.body);
    await deleteUpload({ db: app.db, storage: app.storage, log: request.log }, currentUser(request).id, id);
    return { data: { deleted: true } };
  });

  // Names are generated and checked against one pattern, so `../` or its encodings never reach the storage.
  app.get<{ Params: { file: string } }>('/uploads/:file', async (request, reply) => {
    const key = uploadKeyOf(request.params.file);
    if (!key) throw notFound();
    const bytes = await app.storage.get(key);
    if (!bytes) throw notFound();
    const type = key.endsWith('.png') ? TYPES.png : TYPES.jpg;
    // A name is never reused for other bytes.
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    return reply.type(type).send(bytes);
  });
};
