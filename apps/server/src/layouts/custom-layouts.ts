import type { SavedCustomLayout } from '@lienzo/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Stores a user's custom layout; the same hash saved again by the same user updates it in place. */
export async function saveCustomLayout(
  db: Kysely<Database>,
  userId: number,
  layout: SavedCustomLayout,
): Promise<SavedCustomLayout> {
  const { hash, label, width, height } = layout;
  return db
    .insertInto('custom_layouts')
    .values({ user_id: userId, hash, label, width, height, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'hash']).doUpdateSet({ label, width, height }))
    .returning(['hash', 'label', 'width', 'height'])
    .executeTakeFirstOrThrow();
}

/** The user's saved layouts, newest first. */
export async function listCustomLayouts(db: Kysely<Database>, userId: number): Promise<SavedCustomLayout[]> {
  return db
    .selectFrom('custom_layouts')
    .select(['hash', 'label', 'width', 'height'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}
