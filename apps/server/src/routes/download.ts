import { downloadQuerySchema, type DownloadResolution, type Mp4Pending } from '@lienzo/core';
import { MP4_PROGRESS_HEADER } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import { videoKeyOfUrl } from '../designs/design-video';
import { mp4KeyOf } from '../designs/mp4-jobs';
import { pageImageKeys } from '../designs/design-pages';
import { downloadDisposition } from '../designs/download-file-name';
import { isDesignHash } from '../designs/hash';
import { downloadImageKey, type DownloadImageFormat } from '../designs/image-urls';
import { ApiError, notFound } from '../http/api-error';
import { validate } from '../http/validate';
import { renderDownloadImage } from '../media/download-image';
import type { Storage } from '../storage/storage';

export const MP4_PENDING_MESSAGE = 'The MP4 of this video is being made. Try again in a few seconds.';

const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

/**
 * A design's picture as a download. Everything but the web PNG is made on first request and kept next to
 * the original (a re-save removes it with the original, see `allImageKeys`): on the 2-core machine a print
 * copy of a 1500 × 1500 or 1080 × 1920 design takes 0.4–1.4 s to make (lanczos3 plus encoding), a web JPEG
 * 50–100 ms, and serving it again only a read.
 */
async function loadDownloadImage(
  storage: Storage,
  originalKey: string,
  format: DownloadImageFormat,
  resolution: DownloadResolution,
  layout: { width: number; height: number },
): Promise<Buffer | null> {
  const key = downloadImageKey(originalKey, format, resolution);
  const cached = await storage.get(key);
  if (cached || key === originalKey) return cached;
  const original = await storage.get(originalKey);
  if (!original) return null;
  const made = await renderDownloadImage(original, format, resolution, layout);
  await storage.put(key, made);
  // The design may have been saved again meanwhile and its old files removed: do not leave this one behind.
  if (!(await storage.exists(originalKey))) await storage.delete(key);
  return made;
}

/** GET /download/{hash} (SPEC §7 navigation): public like the design's preview, to anyone with the hash. */
export const downloadRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { hash: string } }>('/download/:hash', async (request, reply) => {
    const { format, resolution, page } = validate(downloadQuerySchema, request.query);
    if ((format === 'webm' || format === 'mp4') && page !== 1)
      throw new ApiError(400, 'API_ERROR_VALIDATION', 'page: a video downloads whole, without a page.');
    if ((format === 'webm' || format === 'mp4') && resolution !== 'web')
      throw new ApiError(
        400,
        'API_ERROR_VALIDATION',
        'resolution: a video downloads only as recorded (web).',
      );
    const { hash } = request.params;
    if (!isDesignHash(hash)) throw notFound();
    const design = await app.db
      .selectFrom('designs')
      .select(['id', 'title', 'width', 'height', 'image_key', 'video_url', 'page_count'])
      .where('hash', '=', hash)
      .executeTakeFirst();
    if (!design) throw notFound();
    reply.header('Cache-Control', 'no-cache');

    if (format === 'webm') {
      const key = videoKeyOfUrl(design.video_url);
      const video = key ? await app.storage.get(key) : null;
      if (!video) throw notFound();
      const size = { width: design.width, height: design.height };
      return reply
        .header('Content-Disposition', downloadDisposition(design.title, size, 'webm'))
        .type('video/webm')
        .send(video);
    }

    if (format === 'mp4') {
      const key = videoKeyOfUrl(design.video_url);
      const jobs = app.mp4Jobs;
      if (!key || !jobs || !(await app.storage.exists(key))) throw notFound();
      const mp4 = await app.storage.get(mp4KeyOf(key));
      if (mp4)
        return reply
          .header('Content-Disposition', downloadDisposition(design.title, design, 'mp4'))
          .type('video/mp4')
          .send(mp4);
      const state = await jobs.stateOf(key);
      if (state === 'failed') throw notFound();
      // A video saved before ffmpeg was there gets its MP4 on first asking.
      if (state === 'none') await jobs.queue(design.id, key);
      // Issue 22: how far ffmpeg is, also as a header so that the modal's HEAD request reads it.
      const progress = await jobs.progressOf(key);
      const pending: Mp4Pending = { status: 'pending', message: MP4_PENDING_MESSAGE, progress };
      if (progress !== null) reply.header(MP4_PROGRESS_HEADER, progress.toFixed(3));
      return reply.status(202).header('Retry-After', '5').send(pending);
    }

    // Issue 23: a carousel's page alone, named like the pages in the editor's ZIP (`title-02-1080x1350.png`).
    if (page > design.page_count) throw notFound();
    const pageKey = (await pageImageKeys(app.db, design))[page - 1];
    if (!pageKey) throw notFound();
    const layout = { width: design.width, height: design.height };
    const image = await loadDownloadImage(app.storage, pageKey, format, resolution, layout);
    if (!image) throw notFound();
    const { width = 0, height = 0 } = await sharp(image).metadata();
    const name = design.page_count > 1 ? `${design.title}-${String(page).padStart(2, '0')}` : design.title;
    return reply
      .header('Content-Disposition', downloadDisposition(name, { width, height }, format))
      .type(IMAGE_TYPES[format])
      .send(image);
  });
};
