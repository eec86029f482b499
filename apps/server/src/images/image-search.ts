import type { ImageSearchItem, Locale } from '@lienzo/core';

export interface ImageSearchQuery {
  /** Words to look for; empty lists every picture (or, from a stock service, its curated or popular ones). */
  query: string;
  /** From 1; each page holds `STOCK_PAGE_SIZE` (20) results. */
  page: number;
  /** The language of the titles (and of the query, for the services that understand it). */
  locale: Locale;
  /** The signed-in user, whose own uploads the local search includes; null for a visitor. */
  userId: number | null;
}

/**
 * Where the image search finds pictures (SPEC §7 "stock photo search": query, page, 20 a page): the local
 * catalogue of bundled and uploaded pictures by default, or a stock service (`unsplash.ts`, `pexels.ts`,
 * `pixabay.ts`). A stock service's items carry its own `http(s)://` addresses; the search route turns them
 * into paths on this site (`stock-image-proxy.ts`).
 */
export interface ImageSearchProvider {
  search(query: ImageSearchQuery): Promise<ImageSearchItem[]>;
  /**
   * True when the service's picture addresses expire or must not be hotlinked (Pixabay's): this server then
   * keeps a copy of each picture the first time it is fetched, so designs keep showing it.
   */
  readonly keepsPictures?: boolean;
}
