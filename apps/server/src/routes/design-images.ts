import { basename } from 'node:path';
import { CDN_WIDTHS, type CdnSize } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { CDN_SIZES, sizedImageKey } from '../designs/image-urls';
import { notFound } from '../http/api-error';
import { resizePng } from '../media/png';
import type { Storage } from '../storage/storage';

const IMAGE_FILE = new RegExp(`^([a-z0-9]{16})_(${CDN_SIZES.join('|')})\\.png$`);

function isCdnSize(value: string): value is CdnSize {
  return Object.hasOwn(CDN_WIDTHS, value);
}

/**
 * The PNG of a design at a CDN size. Smaller sizes are made on first request and kept, so saving stays fast.
 */
async function loadImage(storage: Storage, originalKey: string, size: CdnSize): Promise<Buffer | null> {
  if (size === 'o') return storage.get(originalKey);
  const key = sizedImageKey(originalKey, size);
  const cached = await storage.get(key);
  if (cached) return cached;
  const original = await storage.get(originalKey);
  if (!original) return null;
  const resized = await resizePng(original, CDN_WIDTHS[size]);
  await storage.put(key, resized);
  // The design may have been saved again meanwhile and its old files removed: do not leave this one behind.
  if (!(await storage.exists(originalKey))) await storage.delete(key);
  return resized;
}

export const designImageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/designs/:file', async (request, reply) => {
    const match = IMAGE_FILE.exec(request.params.file);
    const hash = match?.[1];
    const size = match?.[2];
    if (!hash || !size || !isCdnSize(size)) throw notFound();
    const design = await app.db
      .selectFrom('designs')
      .select('image_key')
      .where('hash', '=', hash)
      .executeTakeFirst();
    if (!design) throw notFound();
    // A new save stores a new file key, so the key names this exact image; browsers revalidate every time.
    const etag = `"${basename(design.image_key, '.png')}-${size}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const image = await loadImage(app.storage, design.image_key, size);
    if (!image) throw notFound();
    return reply.type('image/png').send(image);
  });
};
