import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STOCK_PAGE_SIZE, type ImageSearchItem } from '@lienzo/core';
import { z } from 'zod';
import type { ImageSearchProvider, ImageSearchQuery } from './image-search';
import { matchesEveryWord, wordsOf } from './search-words';

/** Same-site path of the bundled photos. */
export const PHOTOS_PATH = '/photos';

const FILE_NAME = /^[a-z0-9-]{1,64}(_t)?\.jpg$/;
const inBothLocales = <T extends z.ZodType>(schema: T) => z.object({ en: schema, es: schema });

const catalogueSchema = z.object({
  photos: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]{1,64}$/),
      file: z.string().regex(FILE_NAME),
      thumbnail: z.string().regex(FILE_NAME),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      title: inBothLocales(z.string().min(1)),
      keywords: inBothLocales(z.array(z.string().min(1))),
      author: z.string(),
      licence: z.string(),
    }),
  ),
});
type Photo = z.output<typeof catalogueSchema>['photos'][number];

/**
 * The starter photos bundled with the server (`apps/server/assets/photos`, see docs/THIRD_PARTY.md), searched
 * by title and keywords in English and Spanish at once: every word of the query must start a word of the photo.
 */
export class LocalPhotoProvider implements ImageSearchProvider {
  private readonly photos: ReadonlyArray<{ photo: Photo; words: ReadonlySet<string> }>;
  /** File name → whether it is one of ours; nothing else is ever read from the folder. */
  private readonly files: ReadonlySet<string>;

  constructor(readonly folder: string) {
    const catalogue = catalogueSchema.parse(JSON.parse(readFileSync(join(folder, 'catalogue.json'), 'utf8')));
    this.photos = catalogue.photos.map((photo) => ({
      photo,
      words: new Set(
        [photo.title.en, photo.title.es, ...photo.keywords.en, ...photo.keywords.es].flatMap(wordsOf),
      ),
    }));
    this.files = new Set(catalogue.photos.flatMap((photo) => [photo.file, photo.thumbnail]));
  }

  async search({ query, page, locale }: ImageSearchQuery): Promise<ImageSearchItem[]> {
    const start = (page - 1) * STOCK_PAGE_SIZE;
    return this.matching(query, locale).slice(start, start + STOCK_PAGE_SIZE);
  }

  /** Every photo the query finds, in catalogue order. */
  matching(query: string, locale: ImageSearchQuery['locale']): ImageSearchItem[] {
    const wanted = wordsOf(query);
    const matches = this.photos.filter(({ words }) => matchesEveryWord(wanted, words));
    return matches.map(({ photo }) => ({
      id: photo.id,
      url: `${PHOTOS_PATH}/${photo.file}`,
      thumbnail_url: `${PHOTOS_PATH}/${photo.thumbnail}`,
      width: photo.width,
      height: photo.height,
      title: photo.title[locale],
    }));
  }

  /** The bytes of a catalogue file, or null for any other name. */
  async read(file: string): Promise<Buffer | null> {
    if (!FILE_NAME.test(file) || !this.files.has(file)) return null;
    return readFile(join(this.folder, file));
  }
}
