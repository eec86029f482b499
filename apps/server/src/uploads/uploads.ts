import { STOCK_PAGE_SIZE, type UploadedImage } from '@lienzo/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UploadsTable } from '../db/types';
import { notFound } from '../http/api-error';
import type { NormalisedImage } from '../media/uploaded-image';
import { newStorageKey, type Storage } from '../storage/storage';

interface Dependencies {
  db: Kysely<Database>;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** Uploads live in one storage folder and are served from `/uploads/{file}` (SPEC §7). */
export const UPLOADS_FOLDER = 'uploads';
/** The file part of an upload URL: a generated name, `_t` for the thumbnail, our extension. */
export const UPLOAD_FILE = /^([a-f0-9]{24})(_t)?\.(jpg|png)$/;

function urlOf(key: string): string {
  return `/${key}`;
}

type UploadRow = Pick<Selectable<UploadsTable>, 'id' | 'key' | 'thumb_key' | 'width' | 'height'>;

function toUploadedImage(row: UploadRow): UploadedImage {
  return {
    id: row.id,
    secure_url: urlOf(row.key),
    thumbnail_url: urlOf(row.thumb_key),
    width: row.width,
    height: row.height,
  };
}

/** The storage key a `/uploads/{file}` URL names, or null when the name is not one we could have made. */
export function uploadKeyOf(file: string): string | null {
  return UPLOAD_FILE.test(file) ? `${UPLOADS_FOLDER}/${file}` : null;
}

/**
 * Stores a checked picture for `userId`. The files go first and the row last, and the files are removed again
 * if the row cannot be written: a row never points at a missing file.
 */
export async function storeUpload(
  deps: Dependencies,
  userId: number,
  picture: NormalisedImage,
): Promise<UploadedImage> {
  const key = newStorageKey(UPLOADS_FOLDER, picture.format);
  const thumbKey = key.replace(/\.(jpg|png)$/, `_t.$1`);
  const removeFiles = async () => {
    for (const file of [key, thumbKey]) {
      await deps.storage
        .delete(file)
        .catch((cleanup: unknown) =>
          deps.log.error({ err: cleanup, key: file }, 'could not remove an upload'),
        );
    }
  };
  try {
    await deps.storage.put(key, picture.image);
    await deps.storage.put(thumbKey, picture.thumbnail);
    const row = await deps.db
      .insertInto('uploads')
      .values({
        user_id: userId,
        key,
        thumb_key: thumbKey,
        width: picture.width,
        height: picture.height,
        bytes: picture.image.length,
        created_at: new Date().toISOString(),
      })
      .returning(['id', 'key', 'thumb_key', 'width', 'height'])
      .executeTakeFirstOrThrow();
    return toUploadedImage(row);
  } catch (error) {
    await removeFiles();
    throw error;
  }
}

/** One page of a user's uploads, newest first. */
export async function listUploads(
  db: Kysely<Database>,
  userId: number,
  page: number,
): Promise<UploadedImage[]> {
  const rows = await db
    .selectFrom('uploads')
    .select(['id', 'key', 'thumb_key', 'width', 'height'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(STOCK_PAGE_SIZE)
    .offset((page - 1) * STOCK_PAGE_SIZE)
    .execute();
  return rows.map(toUploadedImage);
}

/**
 * Deletes one of the user's uploads: the row first (so nothing lists a file about to vanish), then its files.
 * Someone else's id is answered as unknown, and nothing is touched.
 */
export async function deleteUpload(deps: Dependencies, userId: number, id: number): Promise<void> {
  const row = await deps.db
    .deleteFrom('uploads')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['key', 'thumb_key'])
    .executeTakeFirst();
  if (!row) throw notFound();
  for (const key of [row.key, row.thumb_key]) {
    await deps.storage
      .delete(key)
      .catch((cleanup: unknown) => deps.log.warn({ err: cleanup, key }, 'could not remove a deleted upload'));
  }
}
