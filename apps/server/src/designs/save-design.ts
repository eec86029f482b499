import type { savePayloadSchema } from '@lienzo/core';
import {
  deriveKeywords,
  deriveTitle,
  documentTextContent,
  migrate,
  type DesignDocument,
  type EditingMode,
  type SavedDesign,
} from '@lienzo/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { SessionUser } from '../auth/session-store';
import { engineOf } from '../db/engine';
import type { Database } from '../db/types';
import { ApiError, notFound } from '../http/api-error';
import { normalisePngDataUrl } from '../media/png';
import { newStorageKey, type Storage } from '../storage/storage';
import { removeVideoOfUrl } from './design-video';
import { newDesignHash } from './hash';
import { allImageKeys, designImageUrl } from './image-urls';

export type SaveInput = z.output<typeof savePayloadSchema>;

interface SaveDependencies {
  db: Kysely<Database>;
  storage: Storage;
  log: FastifyBaseLogger;
}

const invalidDesign = (detail: string) => new ApiError(400, 'API_ERROR_INVALID_DESIGN', detail);

/** The editor field arrives as an object or as its JSON text; either way it must be a valid document. */
export function parseEditor(editor: unknown): DesignDocument {
  let value = editor;
  if (typeof editor === 'string') {
    try {
      value = JSON.parse(editor);
    } catch {
      throw invalidDesign('editor: is not valid JSON');
    }
  }
  const result = migrate(value);
  if (!result.ok) throw invalidDesign(result.error);
  return result.document;
}

/**
 * Stores a design for `user`, deciding the editing mode on the server (SPEC §4): no id creates, the owner's
 * id updates in place (same id and hash), anyone else's id makes a clone for the caller.
 *
 * Nothing is half-stored: the new PNG goes to storage under a fresh key first, then the row is written in a
 * transaction; if that fails the new file is removed, and an update's old file is removed only after commit
 * (so is the video of a design saved again as an image).
 */
export async function saveDesign(
  deps: SaveDependencies,
  user: SessionUser,
  input: SaveInput,
): Promise<SavedDesign> {
  const { db, storage, log } = deps;
  const document = parseEditor(input.editor);
  const image = await normalisePngDataUrl(input.image, document.layout);

  const existing = input.id
    ? await db
        .selectFrom('designs')
        .select(['id', 'user_id', 'board_id'])
        .where('id', '=', input.id)
        .executeTakeFirst()
    : undefined;
  if (input.id && !existing) throw notFound();
  const mode: EditingMode = !existing ? 'create' : existing.user_id === user.id ? 'edit' : 'clone';

  if (input.board_id != null) {
    const board = await db
      .selectFrom('boards')
      .select('id')
      .where('id', '=', input.board_id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!board) throw new ApiError(400, 'API_ERROR_VALIDATION', 'board_id: no such board of yours');
  }
  // An omitted board keeps an edited design where it was; a clone never inherits someone else's board.
  const boardId =
    input.board_id !== undefined ? input.board_id : mode === 'edit' ? (existing?.board_id ?? null) : null;

  const textContent = input.text_content.trim() ? input.text_content : documentTextContent(document);
  const title =
    input.title.trim() ||
    deriveTitle(textContent, { name: document.layout.name, width: input.width, height: input.height });
  const keywords = input.keywords.trim() ? input.keywords : deriveKeywords(textContent);
  const now = new Date().toISOString();
  const fields = {
    board_id: boardId,
    title,
    post_type: input.post_type,
    editor: JSON.stringify(document),
    text_content: textContent,
    keywords,
    layout: input.layout,
    network: input.network,
    type: input.type,
    width: input.width,
    height: input.height,
    instagram_stickers: JSON.stringify(input.instagram_stickers),
    updated_at: now,
  };

  const imageKey = newStorageKey('designs', 'png');
  await storage.put(imageKey, image.png);

  const lockRow = engineOf(db) === 'postgres';
  let saved: {
    id: number;
    hash: string;
    video_url: string | null;
    old_image_key: string | null;
    dropped_video_url: string | null;
  };
  try {
    saved = await db.transaction().execute(async (trx) => {
      if (mode === 'edit' && existing) {
        const current = await trx
          .selectFrom('designs')
          .select(['hash', 'image_key', 'video_url'])
          .where('id', '=', existing.id)
          .where('user_id', '=', user.id)
          // Two saves of one design at once: the second waits, and deletes the file the first one stored.
          .$if(lockRow, (query) => query.forUpdate())
          .executeTakeFirst();
        if (!current) throw notFound();
        // Saved as an image, the design drops its video; saved as a video, it keeps the old one until the
        // recording of this save arrives through saveVideo.
        const videoUrl = input.post_type === 'IMAGE' ? null : current.video_url;
        await trx
          .updateTable('designs')
          .set({ ...fields, image_key: imageKey, video_url: videoUrl })
          .where('id', '=', existing.id)
          .execute();
        return {
          id: existing.id,
          hash: current.hash,
          video_url: videoUrl,
          old_image_key: current.image_key,
          dropped_video_url: videoUrl === current.video_url ? null : current.video_url,
        };
      }
      const hash = newDesignHash();
      const { id } = await trx
        .insertInto('designs')
        .values({ ...fields, hash, user_id: user.id, image_key: imageKey, video_url: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, hash, video_url: null, old_image_key: null, dropped_video_url: null };
    });
  } catch (error) {
    await storage
      .delete(imageKey)
      .catch((cleanup: unknown) =>
        log.error({ err: cleanup, imageKey }, 'could not remove an unsaved image'),
      );
    throw error;
  }

  if (saved.old_image_key) {
    for (const key of allImageKeys(saved.old_image_key)) {
      await storage
        .delete(key)
        .catch((cleanup: unknown) => log.warn({ err: cleanup, key }, 'could not remove a replaced image'));
    }
  }
  await removeVideoOfUrl(deps, saved.dropped_video_url);

  return {
    id: saved.id,
    hash: saved.hash,
    image: designImageUrl(saved.hash),
    user_id: user.id,
    post_type: input.post_type,
    video: saved.video_url ? { video_url: saved.video_url } : null,
  };
}
