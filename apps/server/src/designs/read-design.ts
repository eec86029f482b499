import type { DesignRecord } from '@lienzo/core';
import { sql, type Kysely } from 'kysely';
import { engineOf } from '../db/engine';
import type { Database } from '../db/types';
import { designImageUrl } from './image-urls';
import { cachedDocument, keepDocument } from './large-documents';
import { LARGE_DOCUMENT_BYTES, readByTurns } from './large-read-turns';
import { StoredJson, type WithStoredJson } from './stored-json';

/** A design as read for an answer: its editor document and sticker metadata stay the JSON text stored at save. */
export type StoredDesignRecord = WithStoredJson<DesignRecord, 'editor' | 'instagram_stickers'>;

/**
 * A design by its public hash (the share-link model: whoever has the hash may read it). The board is private
 * to the owner, so other readers see none.
 *
 * The document's size is read first, from the row's header (SQLite) or TOAST pointer (PostgreSQL), not from its
 * text. A large document comes from this process's cache when the row still has the revision it was kept at;
 * otherwise it is read by turns (large-read-turns.ts) and kept.
 */
export async function readDesignByHash(
  db: Kysely<Database>,
  hash: string,
  readerId: number | null,
): Promise<StoredDesignRecord | null> {
  const found = await db
    .selectFrom('designs')
    .select(['id', 'revision', sql<number>`octet_length(editor)`.as('bytes')])
    .where('hash', '=', hash)
    .executeTakeFirst();
  if (!found) return null;
  const bytes = Number(found.bytes);
  if (bytes < LARGE_DOCUMENT_BYTES)
    return (await readDesignRow(db, found.id, readerId, true))?.record ?? null;

  const cached = cachedDocument(db, found.id, found.revision);
  if (cached) {
    const row = await readDesignRow(db, found.id, readerId, false);
    // Saved again since the first read: the copy is of an older document.
    if (row?.revision === found.revision) return { ...row.record, editor: new StoredJson(cached) };
  }
  return readByTurns(bytes, async () => {
    const row = await readDesignRow(db, found.id, readerId, true);
    if (!row) return null;
    const { json } = row.record.editor;
    const document = typeof json === 'string' ? Buffer.from(json) : json;
    keepDocument(db, found.id, row.revision, document);
    return { ...row.record, editor: new StoredJson(document) };
  });
}

/** The row of design `id` as an answer, its document left out (an empty text) unless `withDocument`. */
async function readDesignRow(
  db: Kysely<Database>,
  id: number,
  readerId: number | null,
  withDocument: boolean,
): Promise<{ record: StoredDesignRecord; revision: number } | null> {
  const row = await db
    .selectFrom('designs')
    .leftJoin('boards', 'boards.id', 'designs.board_id')
    .select([
      'designs.id',
      'designs.hash',
      'designs.user_id',
      'designs.post_type',
      'designs.video_url',
      'designs.video_frames',
      'designs.board_id',
      'boards.name as board_name',
      'designs.title',
      // SQLite hands the document's UTF-8 bytes over as they are stored: no decoding into a string to encode again.
      (eb) =>
        sql<string | Uint8Array>`${
          !withDocument
            ? sql`''`
            : engineOf(db) === 'sqlite'
              ? sql`CAST(${eb.ref('designs.editor')} AS BLOB)`
              : eb.ref('designs.editor')
        }`.as('editor'),
      'designs.text_content',
      'designs.keywords',
      'designs.layout',
      'designs.width',
      'designs.height',
      'designs.instagram_stickers',
      'designs.revision',
      'designs.created_at',
      'designs.updated_at',
    ])
    .where('designs.id', '=', id)
    .executeTakeFirst();
  // Deleted since its size was read.
  if (!row) return null;
  const owner = readerId !== null && readerId === row.user_id;
  const boardId = owner ? row.board_id : null;
  const record: StoredDesignRecord = {
    id: row.id,
    hash: row.hash,
    image: designImageUrl(row.hash),
    user_id: row.user_id,
    post_type: row.post_type,
    video: row.video_url ? { video_url: row.video_url, frames: row.video_frames } : null,
    board_id: boardId,
    board: boardId !== null && row.board_name !== null ? { id: boardId, name: row.board_name } : null,
    title: row.title,
    // Written by the server after validation at save, so it is valid JSON; returned exactly as saved.
    editor: new StoredJson(row.editor),
    text_content: row.text_content,
    keywords: row.keywords,
    layout: row.layout,
    width: row.width,
    height: row.height,
    // Validated against the sticker schema and written by the server when saved.
    instagram_stickers: new StoredJson(row.instagram_stickers),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
  return { record, revision: row.revision };
}
