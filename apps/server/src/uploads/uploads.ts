import {
  CDN_WIDTHS,
  STOCK_PAGE_SIZE,
  type CdnSize,
  type UploadedAudio,
  type UploadedImage,
  type UploadKind,
} from '@lienzo/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import { allImageKeys, sizedImageKey } from '../designs/image-urls';
import type { Database, UploadsTable } from '../db/types';
import { notFound } from '../http/api-error';
import type { Mp3Summary } from '../media/mp3';
import {
  RESIZED_SIZES,
  type NormalisedImage,
  type ResizedSize,
  type UploadFormat,
} from '../media/uploaded-image';
import { newStorageKey, type Storage } from '../storage/storage';

interface Dependencies {
  db: Kysely<Database>;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** Uploads live in one storage folder and are served from `/uploads/{file}` (SPEC §7). */
export const UPLOADS_FOLDER = 'uploads';
/** A picture's file: a generated name, `_m`, `_s`, `_t` or `_x` for a smaller CDN width, our extension. */
export const UPLOAD_FILE = new RegExp(`^([a-f0-9]{24})(?:_(${RESIZED_SIZES.join('|')}))?\\.(jpg|png)$`);
/** An MP3's file: a generated name, stored as it came. */
export const AUDIO_UPLOAD_FILE = /^[a-f0-9]{24}\.mp3$/;

function urlOf(key: string): string {
  return `/${key}`;
}

interface ImageRow {
  id: number;
  key: string;
  width: number | null;
  height: number | null;
}

export function toUploadedImage(row: ImageRow): UploadedImage {
  const sizes = Object.fromEntries(
    (Object.keys(CDN_WIDTHS) as CdnSize[]).map((size) => [
      size,
      urlOf(size === 'o' ? row.key : sizedImageKey(row.key, size)),
    ]),
  ) as Record<CdnSize, string>;
  return {
    id: row.id,
    secure_url: sizes.o,
    thumbnail_url: sizes.t,
    sizes,
    width: row.width ?? 0,
    height: row.height ?? 0,
  };
}

interface AudioRow {
  id: number;
  key: string;
  duration: number | null;
  bytes: number;
  name: string | null;
}

function toUploadedAudio(row: AudioRow): UploadedAudio {
  return { id: row.id, url: urlOf(row.key), name: row.name, duration: row.duration ?? 0, bytes: row.bytes };
}

/** What a `/uploads/{file}` URL names: its storage key and, for a smaller copy of a picture, the original. */
export interface UploadFile {
  key: string;
  resized: { originalKey: string; size: ResizedSize; format: UploadFormat } | null;
}

/** The stored file a `/uploads/{file}` URL names, or null when the name is not one we could have made. */
export function uploadFileOf(file: string): UploadFile | null {
  const key = `${UPLOADS_FOLDER}/${file}`;
  if (AUDIO_UPLOAD_FILE.test(file)) return { key, resized: null };
  const match = UPLOAD_FILE.exec(file);
  if (!match) return null;
  const [, name, size, extension] = match;
  const resized = RESIZED_SIZES.find((known) => known === size);
  const format = extension === 'png' ? 'png' : 'jpg';
  if (!resized) return { key, resized: null };
  return { key, resized: { originalKey: `${UPLOADS_FOLDER}/${name}.${format}`, size: resized, format } };
}

/**
 * Stores the files, then the row. If anything fails, every file written is removed again: a row never points
 * at a missing file, and no file is left without its row.
 */
async function storeFilesThenRow<Row>(
  deps: Dependencies,
  files: ReadonlyArray<readonly [key: string, bytes: Buffer]>,
  insertRow: () => Promise<Row>,
): Promise<Row> {
  const written: string[] = [];
  try {
    for (const [key, bytes] of files) {
      written.push(key);
      await deps.storage.put(key, bytes);
    }
    return await insertRow();
  } catch (error) {
    for (const key of written) {
      await deps.storage
        .delete(key)
        .catch((cleanup: unknown) => deps.log.error({ err: cleanup, key }, 'could not remove an upload'));
    }
    throw error;
  }
}

function insertUpload(db: Kysely<Database>, row: Insertable<UploadsTable>) {
  return db
    .insertInto('uploads')
    .values(row)
    .returning(['id', 'key', 'width', 'height', 'duration', 'bytes', 'name'])
    .executeTakeFirstOrThrow();
}

/** Stores a checked picture for `userId`: the original and a copy at every smaller CDN width. */
export async function storeUpload(
  deps: Dependencies,
  userId: number,
  picture: NormalisedImage,
  name: string | null = null,
): Promise<UploadedImage> {
  const key = newStorageKey(UPLOADS_FOLDER, picture.format);
  const files = [
    [key, picture.image] as const,
    ...RESIZED_SIZES.map((size) => [sizedImageKey(key, size), picture.resized[size]] as const),
  ];
  const row = await storeFilesThenRow(deps, files, () =>
    insertUpload(deps.db, {
      user_id: userId,
      kind: 'image',
      key,
      thumb_key: sizedImageKey(key, 't'),
      width: picture.width,
      height: picture.height,
      bytes: picture.image.length,
      created_at: new Date().toISOString(),
      name,
    }),
  );
  return toUploadedImage(row);
}

/** Stores a checked MP3 for `userId`, byte for byte, under a generated name. */
export async function storeAudioUpload(
  deps: Dependencies,
  userId: number,
  mp3: Buffer,
  summary: Mp3Summary,
  name: string | null = null,
): Promise<UploadedAudio> {
  const key = newStorageKey(UPLOADS_FOLDER, 'mp3');
  const row = await storeFilesThenRow(deps, [[key, mp3]], () =>
    insertUpload(deps.db, {
      user_id: userId,
      kind: 'audio',
      key,
      thumb_key: null,
      width: null,
      height: null,
      duration: summary.duration,
      bytes: mp3.length,
      name,
      created_at: new Date().toISOString(),
    }),
  );
  return toUploadedAudio(row);
}

function pageOfUploads(db: Kysely<Database>, userId: number, kind: UploadKind, page: number) {
  return db
    .selectFrom('uploads')
    .select(['id', 'key', 'width', 'height', 'duration', 'bytes', 'name'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .limit(STOCK_PAGE_SIZE)
    .offset((page - 1) * STOCK_PAGE_SIZE)
    .execute();
}

/** One page of a user's uploaded pictures, newest first. */
export async function listUploads(
  db: Kysely<Database>,
  userId: number,
  page: number,
): Promise<UploadedImage[]> {
  return (await pageOfUploads(db, userId, 'image', page)).map(toUploadedImage);
}

/** Every picture `userId` uploaded, newest first, with its name: what the image search looks through. */
export function namedImageUploads(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('uploads')
    .select(['id', 'key', 'width', 'height', 'name'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'image')
    .orderBy('id', 'desc')
    .execute();
}

/** One page of a user's uploaded MP3s, newest first. */
export async function listAudioUploads(
  db: Kysely<Database>,
  userId: number,
  page: number,
): Promise<UploadedAudio[]> {
  return (await pageOfUploads(db, userId, 'audio', page)).map(toUploadedAudio);
}

/**
 * Deletes one of the user's uploads: the row first (so nothing lists a file about to vanish), then its files —
 * a picture's every size. Someone else's id is answered as unknown, and nothing is touched.
 */
export async function deleteUpload(deps: Dependencies, userId: number, id: number): Promise<void> {
  const row = await deps.db
    .deleteFrom('uploads')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['key', 'kind'])
    .executeTakeFirst();
  if (!row) throw notFound();
  for (const key of row.kind === 'image' ? allImageKeys(row.key) : [row.key]) {
    await deps.storage
      .delete(key)
      .catch((cleanup: unknown) => deps.log.warn({ err: cleanup, key }, 'could not remove a deleted upload'));
  }
}
