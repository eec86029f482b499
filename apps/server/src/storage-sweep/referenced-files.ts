import type { Kysely } from 'kysely';
import { videoKeyOfUrl } from '../designs/design-video';
import type { Database } from '../db/types';

/**
 * The folders whose files belong to rows, each named by `newStorageKey` (a random name): design pictures and
 * their resized and download copies, design videos and their MP4s, uploaded pictures (every width) and MP3s,
 * and user fonts. Only these are swept. The others hold seeded or bundled files and caches that no row names
 * and that must stay: `templates` (the library's pictures), `audios` (synthesised and operator tracks) and
 * `stock-images` (kept copies of stock pictures whose addresses expire).
 */
export const SWEPT_FOLDERS = ['designs', 'videos', 'uploads', 'fonts'] as const;

/**
 * What a stored file and every copy made from it share: the folder and the random name, without the size or
 * format suffix and the extension (`designs/3f9c_m.png`, `designs/3f9c_print.jpg` → `designs/3f9c`;
 * `videos/ab12.mp4` → `videos/ab12`).
 */
export function fileFamilyOf(key: string): string {
  return key.replace(/[_.][^/]*$/, '');
}

const PAGE = 5_000;

/** Reads a table in pages by id, so a large one is never held in memory whole. */
async function eachRow<Row extends { id: number }>(
  page: (afterId: number) => Promise<Row[]>,
  visit: (row: Row) => void,
): Promise<void> {
  for (let afterId = 0; ;) {
    const rows = await page(afterId);
    rows.forEach(visit);
    if (rows.length < PAGE) return;
    afterId = rows.at(-1)!.id;
  }
}

/**
 * The file family ({@link fileFamilyOf}) of every storage key a row names: designs' pictures, their pages'
 * pictures and videos, uploads and their thumbnails, and fonts. (An MP4 job's WebM that its design no longer
 * names needs no keeping: the job makes nothing of it.)
 */
export async function referencedFileFamilies(db: Kysely<Database>): Promise<Set<string>> {
  const families = new Set<string>();
  const add = (key: string | null) => {
    if (key) families.add(fileFamilyOf(key));
  };
  await eachRow(
    (afterId) =>
      db
        .selectFrom('designs')
        .select(['id', 'image_key', 'video_url'])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(PAGE)
        .execute(),
    (row) => {
      add(row.image_key);
      add(videoKeyOfUrl(row.video_url));
    },
  );
  // A carousel's page pictures (issue 23): keyed by design and position, read in pages of designs.
  for (let afterDesign = 0; ;) {
    const rows = await db
      .selectFrom('design_pages')
      .select(['design_id', 'position', 'image_key'])
      .where('design_id', '>', afterDesign)
      .orderBy('design_id')
      .orderBy('position')
      .limit(PAGE)
      .execute();
    rows.forEach((row) => add(row.image_key));
    if (rows.length < PAGE) break;
    // A design's rows may straddle the page's end: read the last design again whole in the next page.
    const last = rows.at(-1)!.design_id;
    const firstOfLast = rows.findIndex((row) => row.design_id === last);
    if (firstOfLast === 0) throw new Error('a design with more page rows than one sweep page');
    afterDesign = rows[firstOfLast - 1]!.design_id;
  }
  await eachRow(
    (afterId) =>
      db
        .selectFrom('uploads')
        .select(['id', 'key', 'thumb_key'])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(PAGE)
        .execute(),
    (row) => {
      add(row.key);
      add(row.thumb_key);
    },
  );
  await eachRow(
    (afterId) =>
      db
        .selectFrom('fonts')
        .select(['id', 'key'])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(PAGE)
        .execute(),
    (row) => add(row.key),
  );
  return families;
}
