import { API_ROUTES } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { readUploadedFile } from '../http/multipart-file';
import { uploadRateLimit, type RateLimit } from '../http/rate-limits';
import { readMp3 } from '../media/mp3';
import { currentUser } from '../plugins/sessions';
import { storeAudioUpload } from '../uploads/uploads';

/** MP3 uploads (SPEC §3 "uploads (… audio)", §5 audio picker): checked by content, stored byte for byte. */
export const audioUploadRoutes: FastifyPluginAsync<{ rateLimit: RateLimit }> = async (app, { rateLimit }) => {
  apiRoute(app, API_ROUTES.uploadAudio, { limit: uploadRateLimit(rateLimit) }, async (request) => {
    const user = currentUser(request);
    const { bytes, name } = await readUploadedFile(request, 'API_ERROR_INVALID_AUDIO_FILE');
    const summary = await readMp3(bytes);
    if (!summary) throw new ApiError(400, 'API_ERROR_INVALID_AUDIO_FILE');
    try {
      const data = await storeAudioUpload(
        { db: app.db, storage: app.storage, log: request.log },
        user.id,
        bytes,
        summary,
        name,
      );
      return { data };
    } catch (error) {
      request.log.error({ err: error }, 'audio upload could not be stored');
      throw new ApiError(500, 'API_ERROR_UPLOAD_FAIL');
    }
  });
};
