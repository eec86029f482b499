import { basename } from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import { CDN_WIDTHS, THUMBNAIL_VARIANTS, type CdnSize, type ThumbnailVariant } from '@lienzo/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { loadCarouselPdf } from '../designs/design-pdf';
import { pageImageKeys } from '../designs/design-pages';
import { isDesignHash } from '../designs/hash';
import { CDN_SIZES, sizedImageKey, thumbnailKey } from '../designs/image-urls';
import { notFound } from '../http/api-error';
import { resizePng } from '../media/png';
import { makeThumbnail, THUMBNAIL_FORMATS, type ThumbnailFormat } from '../media/thumbnail';
import type { Storage } from '../storage/storage';

const IMAGE_FILE = new RegExp(`^([a-z0-9]{16})_(${CDN_SIZES.join('|')})\\.png$`);
/** A carousel page's picture (issue 23): `/designs/{hash}/pages/{n}.png`, n written without leading zeros. */
const PAGE_FILE = /^([1-9][0-9]{0,2})\.png$/;

/** `{hash}_{variant}`, the variant spelled exactly as one of THUMBNAIL_VARIANTS: anything else is a 404. */
const THUMBNAIL_FILE = new RegExp(`^([a-z0-9]{16})_(${[...THUMBNAIL_VARIANTS.keys()].join('|')})$`);

function isCdnSize(value: string): value is CdnSize {
  return Object.hasOwn(CDN_WIDTHS, value);
}

function isThumbnailVariant(value: string): value is ThumbnailVariant {
  return THUMBNAIL_VARIANTS.has(value as ThumbnailVariant);
}

/**
 * A copy made from the design's stored PNG on first request and kept in storage beside it (any process, any
 * host finds it there), so saving stays fast.
 */
async function loadCopy(
  storage: Storage,
  originalKey: string,
  key: string,
  make: (original: Buffer) => Promise<Buffer>,
): Promise<Buffer | null> {
  const cached = await storage.get(key);
  if (cached) return cached;
  const original = await storage.get(originalKey);
  if (!original) return null;
  const copy = await make(original);
  await storage.put(key, copy);
  // The design may have been saved again meanwhile and its old files removed: do not leave this one behind.
  if (!(await storage.exists(originalKey))) await storage.delete(key);
  return copy;
}

/** WebP when the Accept header names it (with a quality above 0), PNG otherwise. */
function thumbnailFormat(request: FastifyRequest): ThumbnailFormat {
  const accept = request.headers.accept;
  return accept && negotiate(accept, ['image/webp', 'image/png']) === 'image/webp' ? 'webp' : 'png';
}

/** The stored key of a design's picture by its hash, or a 404. */
async function imageKeyOf(request: FastifyRequest, hash: string): Promise<string> {
  const design = await request.server.db
    .selectFrom('designs')
    .select('image_key')
    .where('hash', '=', hash)
    .executeTakeFirst();
  if (!design) throw notFound();
  return design.image_key;
}

/**
 * A new save stores a new file key, so the key names this exact image; browsers revalidate every time. True
 * when the browser's copy is current (the answer is then a 304).
 */
function revalidated(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('Cache-Control', 'no-cache').header('ETag', etag);
  return request.headers['if-none-match'] === etag;
}

export const designImageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/designs/:file', async (request, reply) => {
    const thumbnail = THUMBNAIL_FILE.exec(request.params.file);
    if (thumbnail) return sendThumbnail(request, reply, thumbnail[1]!, thumbnail[2]!);
    const match = IMAGE_FILE.exec(request.params.file);
    const hash = match?.[1];
    const size = match?.[2];
    if (!hash || !size || !isCdnSize(size)) throw notFound();
    const imageKey = await imageKeyOf(request, hash);
    if (revalidated(request, reply, `"${basename(imageKey, '.png')}-${size}"`))
      return reply.status(304).send();
    const image =
      size === 'o'
        ? await app.storage.get(imageKey)
        : await loadCopy(app.storage, imageKey, sizedImageKey(imageKey, size), (png) =>
            resizePng(png, CDN_WIDTHS[size]),
          );
    if (!image) throw notFound();
    return reply.type('image/png').send(image);
  });

  /** Page `n` of a design's pictures (issue 23): page 1 is its picture; a page not stored (yet) is a 404. */
  app.get<{ Params: { hash: string; file: string } }>(
    '/designs/:hash/pages/:file',
    async (request, reply) => {
      const { hash, file } = request.params;
      const position = Number(PAGE_FILE.exec(file)?.[1]);
      if (!isDesignHash(hash) || !position) throw notFound();
      const design = await app.db
        .selectFrom('designs')
        .select(['id', 'image_key', 'page_count'])
        .where('hash', '=', hash)
        .executeTakeFirst();
      if (!design || position > design.page_count) throw notFound();
      const key = (await pageImageKeys(app.db, design))[position - 1];
      if (!key) throw notFound();
      if (revalidated(request, reply, `"${basename(key, '.png')}-o"`)) return reply.status(304).send();
      const image = await app.storage.get(key);
      if (!image) throw notFound();
      return reply.type('image/png').send(image);
    },
  );

  /** A carousel's pages as one PDF (issue 23), made when first asked; a 404 while a page is not stored. */
  app.get<{ Params: { hash: string } }>('/designs/:hash/document.pdf', async (request, reply) => {
    const { hash } = request.params;
    if (!isDesignHash(hash)) throw notFound();
    const made = await loadCarouselPdf(app.db, app.storage, hash);
    if (!made) throw notFound();
    // A save or a new page picture makes another: browsers ask again every time.
    reply.header('Cache-Control', 'no-cache');
    return reply.type('application/pdf').send(made.pdf);
  });

  /** A thumbnail variant (issue 22), in the format the browser takes: one address, Vary: Accept. */
  async function sendThumbnail(request: FastifyRequest, reply: FastifyReply, hash: string, variant: string) {
    if (!isThumbnailVariant(variant)) throw notFound();
    const { box, density } = THUMBNAIL_VARIANTS.get(variant)!;
    const format = thumbnailFormat(request);
    const imageKey = await imageKeyOf(request, hash);
    reply.header('Vary', 'Accept');
    if (revalidated(request, reply, `"${basename(imageKey, '.png')}-${variant}-${format}"`))
      return reply.status(304).send();
    const image = await loadCopy(app.storage, imageKey, thumbnailKey(imageKey, variant, format), (png) =>
      makeThumbnail(png, box, density, format),
    );
    if (!image) throw notFound();
    return reply.type(THUMBNAIL_FORMATS[format].type).send(image);
  }
};
