// The pictures of a carousel's pages after the first (issue 23): stored after the design's save, one PNG per
// page position, dropped as stale by the next save and with the design.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { SessionUser } from '../auth/session-store';
import { engineOf } from '../db/engine';
import type { Database } from '../db/types';
import { ApiError, notFound } from '../http/api-error';
import { normalisePngDataUrl } from '../media/png';
import { newStorageKey, type Storage } from '../storage/storage';
import { allImageKeys, documentPdfKey } from './image-urls';

interface Dependencies {
  db: Kysely<Database>;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** Removes stored files (and every copy made of them) that no row names any more; failures are only logged. */
export async function removeImageFiles(deps: Dependencies, keys: readonly string[], why: string) {
  for (const key of keys.flatMap(allImageKeys)) {
    await deps.storage.delete(key).catch((cleanup: unknown) => deps.log.warn({ err: cleanup, key }, why));
  }
}

/**
 * Drops every page picture of a design inside the caller's transaction (a save made them stale), answering
 * their storage keys for the caller to remove once it commits.
 */
export async function dropPageImages(trx: Transaction<Database>, designId: number): Promise<string[]> {
  const rows = await trx
    .deleteFrom('design_pages')
    .where('design_id', '=', designId)
    .returning('image_key')
    .execute();
  return rows.map((row) => row.image_key);
}

/** The storage keys of a design's pages in order, page 1 first; null for a page not stored (yet). */
export async function pageImageKeys(
  db: Kysely<Database>,
  design: { id: number; image_key: string; page_count: number },
): Promise<Array<string | null>> {
  const rows = await db
    .selectFrom('design_pages')
    .select(['position', 'image_key'])
    .where('design_id', '=', design.id)
    .where('position', '<=', design.page_count)
    .execute();
  const byPosition = new Map(rows.map((row) => [row.position, row.image_key]));
  return Array.from({ length: design.page_count }, (_, index) =>
    index === 0 ? design.image_key : (byPosition.get(index + 1) ?? null),
  );
}

/**
 * Stores the picture of page `position` (2 or more) of one of the user's designs: checked like the save's
 * picture (a PNG of exactly the design's size), stored under a fresh key, its row written in a transaction
 * that also checks the design still has that page; on failure the new file goes, after commit the replaced
 * one and the design's PDF (made again from the new pages when next asked). Someone else's design, or one
 * that does not exist, is not found. Answers the design's hash.
 */
export async function storePageImage(
  deps: Dependencies,
  user: SessionUser,
  designId: number,
  position: number,
  dataUrl: string,
): Promise<{ hash: string }> {
  const { db, storage, log } = deps;
  const design = await db
    .selectFrom('designs')
    .select(['hash', 'width', 'height', 'page_count'])
    .where('id', '=', designId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!design) throw notFound();
  const beyond = () =>
    new ApiError(
      400,
      'API_ERROR_VALIDATION',
      `position: the design has ${design.page_count} page${design.page_count === 1 ? '' : 's'}; pages 2 to ${design.page_count} take a picture here.`,
    );
  if (position > design.page_count) throw beyond();
  const image = await normalisePngDataUrl(dataUrl, design);

  const key = newStorageKey('designs', 'png');
  await storage.put(key, image.png);
  let replaced: { old: string | null; designImage: string };
  try {
    replaced = await db.transaction().execute(async (trx) => {
      // The design as it is now, locked against a save at the same moment on PostgreSQL (SQLite holds its
      // write lock once this transaction writes).
      const current = await trx
        .selectFrom('designs')
        .select(['image_key', 'page_count', 'width', 'height'])
        .where('id', '=', designId)
        .where('user_id', '=', user.id)
        .$if(engineOf(db) === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
      if (!current) throw notFound();
      if (position > current.page_count) throw beyond();
      if (current.width !== design.width || current.height !== design.height)
        throw new ApiError(
          400,
          'API_ERROR_INVALID_IMAGE_FILE',
          `The design's layout is now ${current.width}×${current.height}.`,
        );
      const old = await trx
        .selectFrom('design_pages')
        .select('image_key')
        .where('design_id', '=', designId)
        .where('position', '=', position)
        .executeTakeFirst();
      await trx
        .insertInto('design_pages')
        .values({ design_id: designId, position, image_key: key, created_at: new Date().toISOString() })
        .onConflict((conflict) =>
          conflict
            .columns(['design_id', 'position'])
            .doUpdateSet({ image_key: key, created_at: new Date().toISOString() }),
        )
        .execute();
      return { old: old?.image_key ?? null, designImage: current.image_key };
    });
  } catch (error) {
    await storage
      .delete(key)
      .catch((cleanup: unknown) =>
        log.error({ err: cleanup, key }, 'could not remove an unsaved page image'),
      );
    throw error;
  }
  if (replaced.old) await removeImageFiles(deps, [replaced.old], 'could not remove a replaced page image');
  await storage
    .delete(documentPdfKey(replaced.designImage))
    .catch((cleanup: unknown) => log.warn({ err: cleanup }, 'could not remove an outdated carousel PDF'));
  return { hash: design.hash };
}
