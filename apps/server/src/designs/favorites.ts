import { GALLERY_PAGE_SIZE, type DesignSummary } from '@lienzo/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ApiError } from '../http/api-error';
import { designImageUrl } from './image-urls';

/**
 * Marks or unmarks a favourite. A user may favour their own designs and the templates; anything else
 * (another user's design, an unknown id) is "not found", so ids of others' designs cannot be probed.
 */
export async function setFavorite(
  db: Kysely<Database>,
  userId: number,
  designId: number,
  favorite: boolean,
): Promise<void> {
  const design = await db
    .selectFrom('designs')
    .select('id')
    .where('id', '=', designId)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('is_template', '=', 1)]))
    .executeTakeFirst();
  if (!design) throw new ApiError(404, 'API_ERROR_NOT_FOUND');
  if (favorite) {
    await db
      .insertInto('favorites')
      .values({ user_id: userId, design_id: designId, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(['user_id', 'design_id']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('favorites')
      .where('user_id', '=', userId)
      .where('design_id', '=', designId)
      .execute();
  }
}

/** One page of the caller's favourites, the most recently marked first. */
export async function listFavorites(
  db: Kysely<Database>,
  userId: number,
  page: number,
): Promise<DesignSummary[]> {
  const rows = await db
    .selectFrom('favorites')
    .innerJoin('designs', 'designs.id', 'favorites.design_id')
    .select([
      'designs.id',
      'designs.hash',
      'designs.title',
      'designs.post_type',
      'designs.board_id',
      'designs.width',
      'designs.height',
      'designs.page_count',
      'designs.updated_at',
      'designs.user_id',
    ])
    .where('favorites.user_id', '=', userId)
    .orderBy('favorites.created_at', 'desc')
    .orderBy('favorites.design_id', 'desc')
    .limit(GALLERY_PAGE_SIZE)
    .offset((page - 1) * GALLERY_PAGE_SIZE)
    .execute();
  // A template's folder is its author's business, not the caller's.
  return rows.map(({ user_id, ...row }) => ({
    ...row,
    board_id: user_id === userId ? row.board_id : null,
    image: designImageUrl(row.hash),
    favorite: true,
  }));
}
