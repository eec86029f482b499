import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { notFound } from '../http/api-error';
import type { Storage } from '../storage/storage';
import { removeVideoOfUrl } from './design-video';
import { allImageKeys } from './image-urls';

interface Dependencies {
  db: Kysely<Database>;
  storage: Storage;
  log: FastifyBaseLogger;
}

/**
 * Deletes one of the user's designs: the row goes first (its favourites with it), then its files, so a
 * failure half-way leaves at worst an unreferenced file, never a design without its picture. Anyone else's
 * design, or one that does not exist, is not found.
 */
export async function deleteDesign(deps: Dependencies, userId: number, id: number): Promise<void> {
  const row = await deps.db
    .deleteFrom('designs')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['image_key', 'video_url'])
    .executeTakeFirst();
  if (!row) throw notFound();
  for (const key of allImageKeys(row.image_key)) {
    await deps.storage
      .delete(key)
      .catch((cleanup: unknown) =>
        deps.log.warn({ err: cleanup, key }, 'could not remove a deleted design image'),
      );
  }
  await removeVideoOfUrl(deps, row.video_url);
}
