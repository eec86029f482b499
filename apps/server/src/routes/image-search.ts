import { API_ROUTES, isSameSitePath, type ImageSearchItem, type Locale } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, notFound } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import type { ImageSearchProvider } from '../images/image-search';
import { PHOTOS_PATH, type LocalPhotoProvider } from '../images/local-photos';
import {
  DEFAULT_STOCK_IMAGE_TIMEOUT_MS,
  fetchStockImage,
  keptStockImage,
  STOCK_IMAGES_PATH,
  StockImageSigner,
} from '../images/stock-image-proxy';

export interface ImageSearchRoutesOptions {
  provider: ImageSearchProvider;
  /** The bundled photos, served at `/photos/{file}` (designs may point at them whatever the provider). */
  photos: LocalPhotoProvider;
  /** Signs the addresses of a stock service's pictures (the server's secret). */
  secret: string;
  /** How long fetching one stock picture may take; 15 s by default. */
  stockImageTimeoutMs?: number;
}

/** An item whose pictures are paths on this site: a stock service's addresses become signed `/stock-images/…`. */
function onThisSite(item: ImageSearchItem, signer: StockImageSigner, keep: boolean): ImageSearchItem | null {
  const url = isSameSitePath(item.url) ? item.url : signer.pathOf(item.url, keep);
  const thumbnail = isSameSitePath(item.thumbnail_url)
    ? item.thumbnail_url
    : signer.pathOf(item.thumbnail_url, keep);
  return url && thumbnail ? { ...item, url, thumbnail_url: thumbnail } : null;
}

export const imageSearchRoutes: FastifyPluginAsync<ImageSearchRoutesOptions> = async (
  app,
  { provider, photos, secret, stockImageTimeoutMs = DEFAULT_STOCK_IMAGE_TIMEOUT_MS },
) => {
  const signer = new StockImageSigner(secret);

  apiRoute(app, API_ROUTES.searchImages, {}, async (request) => {
    const { query, page, locale } = request.query;
    const language: Locale = request.user?.language === 'es' ? 'es' : 'en';
    const found = await provider.search({
      query,
      page,
      locale: locale ?? language,
      userId: request.user?.id ?? null,
    });
    const keep = provider.keepsPictures === true;
    const items = found.flatMap((item) => onThisSite(item, signer, keep) ?? []);
    return { data: { items } };
  });

  app.get<{ Params: { file: string } }>(`${PHOTOS_PATH}/:file`, async (request, reply) => {
    const bytes = await photos.read(request.params.file);
    if (!bytes) throw notFound();
    reply.header('Cache-Control', 'public, max-age=86400');
    return reply.type('image/jpeg').send(bytes);
  });

  app.get<{ Params: { '*': string } }>(`${STOCK_IMAGES_PATH}/*`, async (request, reply) => {
    const signed = signer.addressOf(request.params['*']);
    if (!signed) throw notFound();
    const image = signed.keep
      ? await keptStockImage(app.storage, signed.address, stockImageTimeoutMs)
      : await fetchStockImage(signed.address, stockImageTimeoutMs);
    if (!image) {
      request.log.warn({ host: new URL(signed.address).host }, 'a stock picture could not be fetched');
      throw new ApiError(502, 'API_ERROR_IMAGE_SEARCH_UNAVAILABLE');
    }
    reply.header('Cache-Control', 'public, max-age=86400');
    return reply.type(image.type).send(image.bytes);
  });
};
