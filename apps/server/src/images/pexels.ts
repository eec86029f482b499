import { STOCK_PAGE_SIZE, type ImageSearchItem, type Locale } from '@lienzo/core';
import { z } from 'zod';
import type { ImageSearchProvider, ImageSearchQuery } from './image-search';
import { DEFAULT_STOCK_TIMEOUT_MS, fetchStockJson, webUrl, type StockServiceSettings } from './stock-service';

export const PEXELS_API_URL = 'https://api.pexels.com';

/** The search's `locale` parameter takes a language and a country. */
const PEXELS_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-ES' };

const photoSchema = z.object({
  id: z.number().int().nonnegative(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: webUrl,
  photographer: z.string().max(200),
  photographer_url: webUrl,
  alt: z.string().nullish(),
  src: z.object({ large: webUrl, medium: webUrl }),
});

/** `GET /v1/search` and `GET /v1/curated` answer the same page of photos. */
const pageSchema = z.object({ photos: z.array(photoSchema) });

/**
 * Pexels' search (`GET /v1/search?query=&page=&per_page=&locale=`, key in `Authorization`); an empty query
 * lists the curated photos (`GET /v1/curated`). Pictures are the `large` (at most 940 × 650) and `medium`
 * (350 px high) sizes, credited to their photographer and to Pexels as its guidelines ask.
 */
export class PexelsProvider implements ImageSearchProvider {
  constructor(private readonly settings: StockServiceSettings) {}

  async search({ query, page, locale }: ImageSearchQuery): Promise<ImageSearchItem[]> {
    const words = query.trim();
    const url = new URL(`${this.settings.apiUrl}${words ? '/v1/search' : '/v1/curated'}`);
    if (words) {
      url.searchParams.set('query', words);
      url.searchParams.set('locale', PEXELS_LOCALES[locale]);
    }
    url.searchParams.set('page', String(page));
    url.searchParams.set('per_page', String(STOCK_PAGE_SIZE));
    const { photos } = await fetchStockJson(
      'Pexels',
      url,
      {
        headers: { authorization: this.settings.key },
        timeoutMs: this.settings.timeoutMs ?? DEFAULT_STOCK_TIMEOUT_MS,
      },
      pageSchema,
    );
    return photos.slice(0, STOCK_PAGE_SIZE).map((photo) => ({
      id: `pexels-${photo.id}`,
      url: photo.src.large,
      thumbnail_url: photo.src.medium,
      width: photo.width,
      height: photo.height,
      title: photo.alt || photo.photographer,
      author: photo.photographer,
      author_url: photo.photographer_url,
      source: 'Pexels',
      source_url: photo.url,
    }));
  }
}
