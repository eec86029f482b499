import type { SavedVideo } from '@lienzo/core';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { engineOf } from '../db/engine';
import type { Database } from '../db/types';
import { notFound } from '../http/api-error';
import type { WebmInfo } from '../media/webm';
import { mp4KeyOf } from './mp4-jobs';
import { checkVideoFitsDesign } from './video-limits';
import { newStorageKey, type Storage } from '../storage/storage';

interface Dependencies {
  db: Kysely<Database>;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** A design's video lives in one storage folder and is served from `/videos/{file}`. */
export const VIDEOS_FOLDER = 'videos';
/** The file part of a video URL: a generated name and our extension, nothing else. */
const VIDEO_FILE = /^[a-f0-9]{24}\.webm$/;

/** The storage key a `/videos/{file}` URL names, or null when the name is not one we could have made. */
export function videoKeyOf(file: string): string | null {
  return VIDEO_FILE.test(file) ? `${VIDEOS_FOLDER}/${file}` : null;
}

/** The storage key behind a design's `video_url` (`/videos/{file}`), or null when it has none. */
export function videoKeyOfUrl(url: string | null): string | null {
  const prefix = `/${VIDEOS_FOLDER}/`;
  return url?.startsWith(prefix) ? videoKeyOf(url.slice(prefix.length)) : null;
}

/**
 * Removes a design's replaced or dropped video and its MP4 once the row no longer names it. Its MP4 job, if
 * any is left, finds no WebM and makes nothing (or removes what it made, the row no longer naming it).
 */
export async function removeVideoOfUrl(deps: Dependencies, url: string | null): Promise<void> {
  const key = videoKeyOfUrl(url);
  if (!key) return;
  const warn = (cleanup: unknown) =>
    deps.log.warn({ err: cleanup, key }, 'could not remove a replaced video');
  await deps.storage.delete(key).catch(warn);
  await deps.storage.delete(mp4KeyOf(key)).catch(warn);
}

/**
 * Stores a checked WebM as the video of the user's design `designId` (someone else's or an unknown id is
 * 404, a video longer or larger than the design is 400, before anything is stored). The file goes first under a fresh name, then the row says post_type video
 * and names it; if the row cannot be written the new file is removed, and the previous video is removed only
 * after the commit, so the row never names a missing file.
 */
export async function storeDesignVideo(
  deps: Dependencies,
  userId: number,
  designId: number,
  webm: Buffer,
  info: WebmInfo,
  frames: string | null = null,
): Promise<SavedVideo> {
  const { db, storage, log } = deps;
  const owned = await db
    .selectFrom('designs')
    .select(['width', 'height'])
    .select(
      // The pages' lengths added up (version 2), or the one timeline's length of a version-1 document.
      (engineOf(db) === 'sqlite'
        ? sql<unknown>`coalesce(
            (select sum(json_extract(page.value, '$.duration')) from json_each(editor, '$.pages') as page),
            json_extract(editor, '$.timeline.duration'))`
        : sql<unknown>`coalesce(
            (select sum((page ->> 'duration')::float8)
               from jsonb_array_elements(coalesce(editor::jsonb -> 'pages', '[]'::jsonb)) as page),
            (editor::jsonb #>> '{timeline,duration}')::float8)`
      ).as('timelineDuration'),
    )
    .where('id', '=', designId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!owned) throw notFound();
  checkVideoFitsDesign(info, owned);

  const key = newStorageKey(VIDEOS_FOLDER, 'webm');
  const videoUrl = `/${key}`;
  await storage.put(key, webm);
  const lockRow = engineOf(db) === 'postgres';
  let saved: { hash: string; previousUrl: string | null };
  try {
    saved = await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('designs')
        .select(['hash', 'video_url'])
        .where('id', '=', designId)
        .where('user_id', '=', userId)
        // Two uploads for one design at once: the second waits, then removes the file the first stored.
        .$if(lockRow, (query) => query.forUpdate())
        .executeTakeFirst();
      if (!current) throw notFound();
      await trx
        .updateTable('designs')
        .set({
          post_type: 'video',
          video_url: videoUrl,
          video_frames: frames,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', designId)
        .execute();
      return { hash: current.hash, previousUrl: current.video_url };
    });
  } catch (error) {
    await storage
      .delete(key)
      .catch((cleanup: unknown) => log.error({ err: cleanup, key }, 'could not remove an unsaved video'));
    throw error;
  }

  await removeVideoOfUrl(deps, saved.previousUrl);
  return {
    design_id: designId,
    hash: saved.hash,
    video_url: videoUrl,
    frames,
    post_type: 'video',
    bytes: webm.length,
  };
}
