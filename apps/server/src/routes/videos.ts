import { API_ROUTES } from '@lienzo/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { storeDesignVideo, videoKeyOf, videoKeyOfUrl } from '../designs/design-video';
import { ApiError, notFound } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { sendWithRanges } from '../http/byte-range';
import { uploadRateLimit, type RateLimit } from '../http/rate-limits';
import { validate } from '../http/validate';
import { inspectWebm } from '../media/webm';
import { currentUser } from '../plugins/sessions';

const invalidVideo = (detail?: string) => new ApiError(400, 'API_ERROR_INVALID_VIDEO_FILE', detail);

/**
 * The multipart body of saveVideo: the file `videoBlob` read whole (refused unread past `maxBytes`, a limit
 * of this route only) and the text fields, in whatever order the browser sent them.
 */
async function readVideoUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ video: Buffer; fields: Record<string, string> }> {
  const expected = 'Send the video as multipart field "videoBlob" and the design id as "quote_id".';
  if (!request.isMultipart()) throw invalidVideo(expected);
  let video: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'videoBlob') video = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new ApiError(413, 'API_ERROR_PAYLOAD_TOO_LARGE', `A video may be at most ${maxBytes} bytes.`);
    throw invalidVideo(expected);
  }
  if (!video) throw invalidVideo(expected);
  return { video, fields };
}

/**
 * With ffmpeg, the new WebM's MP4 is made in the background. The video is saved either way: a job that could
 * not be queued now is queued by the first MP4 download.
 */
async function queueMp4(app: FastifyInstance, designId: number, videoUrl: string): Promise<void> {
  const key = videoKeyOfUrl(videoUrl);
  if (!app.mp4Jobs || !key) return;
  await app.mp4Jobs
    .queue(designId, key)
    .catch((error: unknown) => app.log.error({ err: error, key }, 'the MP4 job could not be queued'));
}

function sendVideo(request: FastifyRequest, reply: FastifyReply, file: string, bytes: Buffer) {
  // A name is never reused for other bytes, so the name is the entity tag.
  const etag = `"${file.replace(/\.webm$/, '')}"`;
  reply
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('ETag', etag)
    .type('video/webm');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return sendWithRanges(request, reply, bytes, etag);
}

export const videoRoutes: FastifyPluginAsync<{ rateLimit: RateLimit; maxBytes: number }> = async (
  app,
  { rateLimit, maxBytes },
) => {
  const route = API_ROUTES.saveVideo;
  apiRoute(app, route, { limit: uploadRateLimit(rateLimit) }, async (request) => {
    const user = currentUser(request);
    const { video, fields } = await readVideoUpload(request, maxBytes);
    const { quote_id: designId, frames } = validate(route.body.fields, fields);
    const info = await inspectWebm(video);
    if (!info) throw invalidVideo();
    const deps = { db: app.db, storage: app.storage, log: request.log };
    try {
      const saved = await storeDesignVideo(deps, user.id, designId, video, info, frames ?? null);
      await queueMp4(app, designId, saved.video_url);
      return { data: saved };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      request.log.error({ err: error }, 'video could not be stored');
      throw new ApiError(500, 'API_ERROR_UPLOAD_FAIL');
    }
  });

  // Names are generated and checked against one pattern, so `../` or its encodings never reach the storage.
  app.get<{ Params: { file: string } }>('/videos/:file', async (request, reply) => {
    const key = videoKeyOf(request.params.file);
    if (!key) throw notFound();
    const bytes = await app.storage.get(key);
    if (!bytes) throw notFound();
    return sendVideo(request, reply, request.params.file, bytes);
  });
};
