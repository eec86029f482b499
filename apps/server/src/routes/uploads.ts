import { API_ROUTES } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, notFound } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { sendWithRanges } from '../http/byte-range';
import { readUploadedFile } from '../http/multipart-file';
import { uploadRateLimit, type RateLimit } from '../http/rate-limits';
import { normaliseUploadedImage } from '../media/uploaded-image';
import { currentUser } from '../plugins/sessions';
import { loadUploadFile } from '../uploads/load-upload-file';
import { deleteUpload, listAudioUploads, listUploads, storeUpload, uploadFileOf } from '../uploads/uploads';

const TYPES = { jpg: 'image/jpeg', png: 'image/png', mp3: 'audio/mpeg' } as const;

function typeOf(key: string): string {
  if (key.endsWith('.png')) return TYPES.png;
  return key.endsWith('.mp3') ? TYPES.mp3 : TYPES.jpg;
}

export const uploadRoutes: FastifyPluginAsync<{ rateLimit: RateLimit }> = async (app, { rateLimit }) => {
  apiRoute(app, API_ROUTES.uploadImage, { limit: uploadRateLimit(rateLimit) }, async (request) => {
    const user = currentUser(request);
    const { bytes, name } = await readUploadedFile(request, 'API_ERROR_INVALID_IMAGE_FILE');
    const picture = await normaliseUploadedImage(bytes);
    try {
      const data = await storeUpload(
        { db: app.db, storage: app.storage, log: request.log },
        user.id,
        picture,
        name,
      );
      return { data };
    } catch (error) {
      request.log.error({ err: error }, 'upload could not be stored');
      throw new ApiError(500, 'API_ERROR_UPLOAD_FAIL');
    }
  });

  apiRoute(app, API_ROUTES.uploads, {}, async (request) => {
    const { page, type } = request.query;
    const userId = currentUser(request).id;
    const items =
      type === 'audio'
        ? await listAudioUploads(app.db, userId, page)
        : await listUploads(app.db, userId, page);
    return { data: { items } };
  });

  apiRoute(app, API_ROUTES.deleteUpload, {}, async (request) => {
    const deps = { db: app.db, storage: app.storage, log: request.log };
    await deleteUpload(deps, currentUser(request).id, request.body.id);
    return { data: { deleted: true } };
  });

  // Names are generated and checked against one pattern, so `../` or its encodings never reach the storage.
  app.get<{ Params: { file: string } }>('/uploads/:file', async (request, reply) => {
    const file = uploadFileOf(request.params.file);
    if (!file) throw notFound();
    const bytes = await loadUploadFile(app.storage, file);
    if (!bytes) throw notFound();
    // A name is never reused for other bytes.
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').type(typeOf(file.key));
    // An <audio> element seeks with Range requests.
    return sendWithRanges(request, reply, bytes);
  });
};
