import { STOCK_PAGE_SIZE, type ImageSearchItem } from '@lienzo/core';
import { z } from 'zod';
import type { ImageSearchProvider, ImageSearchQuery } from './image-search';
import { DEFAULT_STOCK_TIMEOUT_MS, fetchStockJson, webUrl, type StockServiceSettings } from './stock-service';

export const UNSPLASH_API_URL = 'https://api.unsplash.com';

const photoSchema = z.object({
  id: z.string().min(1).max(100),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  description: z.string().nullish(),
  alt_description: z.string().nullish(),
  urls: z.object({ regular: webUrl, small: webUrl }),
  links: z.object({ html: webUrl }),
  user: z.object({ name: z.string().max(200), links: z.object({ html: webUrl }) }),
});
type UnsplashPhoto = z.output<typeof photoSchema>;

/** `GET /search/photos` answers a page of results; `GET /photos` (the editorial feed) a bare list. */
const searchSchema = z.object({ results: z.array(photoSchema) });
const feedSchema = z.array(photoSchema);

/** Unsplash's API guidelines: links back to Unsplash carry the app's name as a referral. */
function referral(address: string): string {
  const url = new URL(address);
  url.searchParams.set('utm_source', 'lienzo');
  url.searchParams.set('utm_medium', 'referral');
  return url.href;
}

function toItem(photo: UnsplashPhoto): ImageSearchItem {
  return {
    id: `unsplash-${photo.id}`,
    url: photo.urls.regular,
    thumbnail_url: photo.urls.small,
    width: photo.width,
    height: photo.height,
    title: photo.alt_description || photo.description || photo.user.name,
    author: photo.user.name,
    author_url: referral(photo.user.links.html),
    source: 'Unsplash',
    source_url: referral(photo.links.html),
  };
}

/**
 * Unsplash's search (`GET /search/photos?query=&page=&per_page=&lang=`, key in `Authorization: Client-ID`);
 * an empty query lists the editorial feed (`GET /photos`). Pictures are the `regular` (1080 px wide) and
 * `small` (400 px) sizes, credited to their photographer as Unsplash requires.
 */
export class UnsplashProvider implements ImageSearchProvider {
  constructor(private readonly settings: StockServiceSettings) {}

  async search({ query, page, locale }: ImageSearchQuery): Promise<ImageSearchItem[]> {
    const words = query.trim();
    const url = new URL(`${this.settings.apiUrl}${words ? '/search/photos' : '/photos'}`);
    if (words) url.searchParams.set('query', words);
    url.searchParams.set('page', String(page));
    url.searchParams.set('per_page', String(STOCK_PAGE_SIZE));
    if (words) {
      url.searchParams.set('lang', locale);
      url.searchParams.set('content_filter', 'high');
    }
    const init = {
      headers: { authorization: `Client-ID ${this.settings.key}`, 'accept-version': 'v1' },
      timeoutMs: this.settings.timeoutMs ?? DEFAULT_STOCK_TIMEOUT_MS,
    };
    const photos = words
      ? (await fetchStockJson('Unsplash', url, init, searchSchema)).results
      : await fetchStockJson('Unsplash', url, init, feedSchema);
    return photos.slice(0, STOCK_PAGE_SIZE).map(toItem);
  }
}
