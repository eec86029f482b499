import { STOCK_PAGE_SIZE, type ImageSearchItem } from '@lienzo/core';
import { z } from 'zod';
import type { ImageSearchProvider, ImageSearchQuery } from './image-search';
import {
  DEFAULT_STOCK_TIMEOUT_MS,
  fetchStockJson,
  StockServiceError,
  webUrl,
  type StockServiceSettings,
} from './stock-service';

export const PIXABAY_API_URL = 'https://pixabay.com';

/** Pixabay answers at most 500 hits a query; asking past them is refused with a 400. */
const MAX_HITS = 500;

const hitSchema = z.object({
  id: z.number().int().nonnegative(),
  pageURL: webUrl,
  tags: z.string().max(1000),
  webformatURL: webUrl,
  largeImageURL: webUrl,
  imageWidth: z.number().int().positive(),
  imageHeight: z.number().int().positive(),
  user: z.string().max(200),
  user_id: z.number().int().nonnegative(),
});

const pageSchema = z.object({ totalHits: z.number().int().nonnegative(), hits: z.array(hitSchema) });

/**
 * Pixabay's search (`GET /api/?key=&q=&lang=&image_type=photo&safesearch=true&page=&per_page=`); an empty
 * query lists the popular photos. Pictures are `largeImageURL` (1280 px) and `webformatURL` (640 px), credited
 * to their author and to Pixabay.
 */
export class PixabayProvider implements ImageSearchProvider {
  /** Pixabay's addresses last 24 hours, and its terms ask for pictures in use to be stored on our side. */
  readonly keepsPictures = true;

  constructor(private readonly settings: StockServiceSettings) {}

  async search({ query, page, locale }: ImageSearchQuery): Promise<ImageSearchItem[]> {
    if ((page - 1) * STOCK_PAGE_SIZE >= MAX_HITS) return [];
    const url = new URL(`${this.settings.apiUrl}/api/`);
    url.searchParams.set('key', this.settings.key);
    const words = query.trim();
    if (words) url.searchParams.set('q', words);
    url.searchParams.set('lang', locale);
    url.searchParams.set('image_type', 'photo');
    url.searchParams.set('safesearch', 'true');
    url.searchParams.set('page', String(page));
    url.searchParams.set('per_page', String(STOCK_PAGE_SIZE));
    const timeoutMs = this.settings.timeoutMs ?? DEFAULT_STOCK_TIMEOUT_MS;
    let answer: z.output<typeof pageSchema>;
    try {
      answer = await fetchStockJson('Pixabay', url, { timeoutMs }, pageSchema);
    } catch (error) {
      // Past the last hit of a query Pixabay answers 400 rather than an empty page.
      if (error instanceof StockServiceError && error.reason.includes('out of valid range')) return [];
      throw error;
    }
    return answer.hits.slice(0, STOCK_PAGE_SIZE).map((hit) => ({
      id: `pixabay-${hit.id}`,
      url: hit.largeImageURL,
      thumbnail_url: hit.webformatURL,
      width: hit.imageWidth,
      height: hit.imageHeight,
      title: hit.tags || hit.user,
      author: hit.user,
      author_url: `https://pixabay.com/users/${encodeURIComponent(hit.user)}-${hit.user_id}/`,
      source: 'Pixabay',
      source_url: hit.pageURL,
    }));
  }
}
