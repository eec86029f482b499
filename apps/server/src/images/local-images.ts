import { STOCK_PAGE_SIZE, type ImageSearchItem, type Locale } from '@lienzo/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { namedImageUploads, toUploadedImage } from '../uploads/uploads';
import type { ImageSearchProvider, ImageSearchQuery } from './image-search';
import type { LocalPhotoProvider } from './local-photos';
import { matchesEveryWord, wordsOf } from './search-words';

/** The title of an upload stored without a name (before names were kept). */
const UNNAMED_UPLOAD: Record<Locale, string> = { en: 'Uploaded picture', es: 'Imagen subida' };

/**
 * The search without any stock service, offline: the signed-in user's own uploaded pictures (by their file
 * names, newest first) and then the bundled photos, 20 a page. A visitor sees the bundled photos only, and
 * nobody ever sees another user's uploads.
 */
export class LocalImageProvider implements ImageSearchProvider {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly photos: LocalPhotoProvider,
  ) {}

  async search({ query, page, locale, userId }: ImageSearchQuery): Promise<ImageSearchItem[]> {
    const uploads = userId === null ? [] : await this.matchingUploads(userId, query, locale);
    const start = (page - 1) * STOCK_PAGE_SIZE;
    return [...uploads, ...this.photos.matching(query, locale)].slice(start, start + STOCK_PAGE_SIZE);
  }

  private async matchingUploads(userId: number, query: string, locale: Locale): Promise<ImageSearchItem[]> {
    const wanted = wordsOf(query);
    const rows = await namedImageUploads(this.db, userId);
    return rows
      .filter((row) => matchesEveryWord(wanted, wordsOf(row.name ?? '')))
      .map((row) => {
        const image = toUploadedImage(row);
        return {
          id: `upload-${row.id}`,
          url: image.secure_url,
          thumbnail_url: image.thumbnail_url,
          width: image.width,
          height: image.height,
          title: row.name ?? UNNAMED_UPLOAD[locale],
        };
      });
  }
}
