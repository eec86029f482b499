import type { ImageSearchItem, Locale } from '@lienzo/core';

export interface ImageSearchQuery {
  /** Words to look for; empty lists every picture. */
  query: string;
  /** From 1; each page holds `STOCK_PAGE_SIZE` (20) results. */
  page: number;
  /** The language of the titles. */
  locale: Locale;
}

/**
 * Where the image search finds pictures (SPEC §7 "stock photo search": query, page, 20 a page). The default is
 * the local catalogue of bundled photos; a third-party stock service would be another implementation.
 */
export interface ImageSearchProvider {
  search(query: ImageSearchQuery): Promise<ImageSearchItem[]>;
}
