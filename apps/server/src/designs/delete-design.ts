import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { engineOf } from '../db/engine';
import type { Database } from '../db/types';
import { notFound } from '../http/api-error';
import type { DeliveryJobs } from '../schedule/delivery-jobs';
import { cancelDeliveriesOfDesign } from '../schedule/scheduled-posts';
import type { Storage } from '../storage/storage';
import { dropPageImages, removeImageFiles } from './design-pages';
import { removeVideoOfUrl } from './design-video';
import { allImageKeys } from './image-urls';

interface Dependencies {
  db: Kysely<Database>;
  storage: Storage;
  log: FastifyBaseLogger;
  /** The scheduled deliveries' jobs, cancelled with the design's posts; null when the app publishes nothing. */
  deliveries: DeliveryJobs | null;
}

/**
 * Deletes one of the user's designs: the row goes first (its favourites with it, its scheduled posts kept as
 * history with their deliveries still to go cancelled), then its files, so a failure half-way leaves at worst an
 * unreferenced file, never a design without its picture. Anyone else's design, or one that does not exist, is
 * not found.
 */
export async function deleteDesign(deps: Dependencies, userId: number, id: number): Promise<void> {
  const deleted = await deps.db.transaction().execute(async (trx) => {
    // The page pictures' rows go first (their keys kept for the files), then the design's in the same commit;
    // on PostgreSQL the design's row is locked first, so a page picture stored meanwhile waits and finds none.
    const owned = await trx
      .selectFrom('designs')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .$if(engineOf(deps.db) === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    const pageKeys = owned ? await dropPageImages(trx, id) : [];
    const cancelled = owned ? await cancelDeliveriesOfDesign(trx, id) : [];
    const design = await trx
      .deleteFrom('designs')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning(['image_key', 'video_url'])
      .executeTakeFirst();
    return design ? { ...design, pageKeys, cancelled } : undefined;
  });
  if (!deleted) throw notFound();
  const row = deleted;
  await deps.deliveries?.cancel(row.cancelled);
  await removeImageFiles(deps, row.pageKeys, 'could not remove a deleted page image');
  for (const key of allImageKeys(row.image_key)) {
    await deps.storage
      .delete(key)
      .catch((cleanup: unknown) =>
        deps.log.warn({ err: cleanup, key }, 'could not remove a deleted design image'),
      );
  }
  await removeVideoOfUrl(deps, row.video_url);
}
