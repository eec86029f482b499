import { GALLERY_PAGE_SIZE, type DesignSummary } from '@lienzo/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { designImageUrl } from './image-urls';

export interface GalleryQuery {
  userId: number;
  page: number;
  query: string;
  boardId?: number | undefined;
}

/** `%term%` for LIKE, with the user's own `%`, `_` and `\` taken literally. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * One page of a user's gallery, newest change first. The filter and order follow the
 * (user_id, updated_at, id) index, so a page costs the same at 100 designs or 100,000.
 */
export async function listGallery(
  db: Kysely<Database>,
  { userId, page, query, boardId }: GalleryQuery,
): Promise<DesignSummary[]> {
  const term = query.trim();
  let select = db
    .selectFrom('designs')
    .select(['id', 'hash', 'title', 'post_type', 'board_id', 'width', 'height', 'updated_at'])
    .where('user_id', '=', userId)
    .where('is_template', '=', 0);
  if (boardId !== undefined) select = select.where('board_id', '=', boardId);
  const rows = await select
    .$if(term !== '', (q) =>
      q.where((eb) => {
        const pattern = containsPattern(term);
        return eb.or([
          sql<boolean>`lower(${eb.ref('title')}) like ${pattern} escape '\\'`,
          sql<boolean>`lower(${eb.ref('keywords')}) like ${pattern} escape '\\'`,
        ]);
      }),
    )
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(GALLERY_PAGE_SIZE)
    .offset((page - 1) * GALLERY_PAGE_SIZE)
    .execute();
  return rows.map((row) => ({ ...row, image: designImageUrl(row.hash) }));
}
