import { imageSearchQuerySchema, type Locale } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/api-error';
import { validate } from '../http/validate';
import type { ImageSearchProvider } from '../images/image-search';
import { PHOTOS_PATH, type LocalPhotoProvider } from '../images/local-photos';

export interface ImageSearchRoutesOptions {
  provider: ImageSearchProvider;
  /** The bundled photos, served at `/photos/{file}` (designs may point at them whatever the provider). */
  photos: LocalPhotoProvider;
}

export const imageSearchRoutes: FastifyPluginAsync<ImageSearchRoutesOptions> = async (
  app,
  { provider, photos },
) => {
  app.get('/api/images/search', async (request) => {
    const { query, page, locale } = validate(imageSearchQuerySchema, request.query);
    const language: Locale = request.user?.language === 'es' ? 'es' : 'en';
    const items = await provider.search({ query, page, locale: locale ?? language });
    return { data: { items } };
  });

  app.get<{ Params: { file: string } }>(`${PHOTOS_PATH}/:file`, async (request, reply) => {
    const bytes = await photos.read(request.params.file);
    if (!bytes) throw notFound();
    reply.header('Cache-Control', 'public, max-age=86400');
    return reply.type('image/jpeg').send(bytes);
  });
};
