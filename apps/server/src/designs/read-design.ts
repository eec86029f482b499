import type { DesignRecord } from '@lienzo/core';
import { sql, type Kysely } from 'kysely';
import { engineOf } from '../db/engine';
import type { Database } from '../db/types';
import { designImageUrl } from './image-urls';
import { readByTurns } from './large-read-turns';
import { StoredJson, type WithStoredJson } from './stored-json';

/** A design as read for an answer: its editor document and sticker metadata stay the JSON text stored at save. */
export type StoredDesignRecord = WithStoredJson<DesignRecord, 'editor' | 'instagram_stickers'>;

/**
 * A design by its public hash (the share-link model: whoever has the hash may read it). The board is private
 * to the owner, so other readers see none.
 */
export async function readDesignByHash(
  db: Kysely<Database>,
  hash: string,
  readerId: number | null,
): Promise<StoredDesignRecord | null> {
  // The document's size comes from the row's header (SQLite) or TOAST pointer (PostgreSQL), not its text.
  const found = await db
    .selectFrom('designs')
    .select(['id', sql<number>`octet_length(editor)`.as('bytes')])
    .where('hash', '=', hash)
    .executeTakeFirst();
  if (!found) return null;
  return readByTurns(Number(found.bytes), () => readDesignById(db, found.id, readerId));
}

async function readDesignById(
  db: Kysely<Database>,
  id: number,
  readerId: number | null,
): Promise<StoredDesignRecord | null> {
  const row = await db
    .selectFrom('designs')
    .leftJoin('boards', 'boards.id', 'designs.board_id')
    .select([
      'designs.id',
      'designs.hash',
      'designs.user_id',
      'designs.post_type',
      'designs.video_url',
      'designs.board_id',
      'boards.name as board_name',
      'designs.title',
      // SQLite hands the document's UTF-8 bytes over as they are stored: no decoding into a string to encode again.
      (eb) =>
        sql<string | Uint8Array>`${
          engineOf(db) === 'sqlite'
            ? sql`CAST(${eb.ref('designs.editor')} AS BLOB)`
            : eb.ref('designs.editor')
        }`.as('editor'),
      'designs.text_content',
      'designs.keywords',
      'designs.layout',
      'designs.width',
      'designs.height',
      'designs.instagram_stickers',
      'designs.created_at',
      'designs.updated_at',
    ])
    .where('designs.id', '=', id)
    .executeTakeFirst();
  // Deleted between the two reads.
  if (!row) return null;
  const owner = readerId !== null && readerId === row.user_id;
  const boardId = owner ? row.board_id : null;
  return {
    id: row.id,
    hash: row.hash,
    image: designImageUrl(row.hash),
    user_id: row.user_id,
    post_type: row.post_type,
    video: row.video_url ? { video_url: row.video_url } : null,
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
}
