import type { savePayloadSchema } from '@lienzo/core';
import {
  FIELD_LIMITS,
  deriveTitle,
  designFieldsOf,
  firstStickerRuleBroken,
  migrate,
  type DesignDocument,
  type EditingMode,
  type SavedDesign,
} from '@lienzo/core';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { SessionUser } from '../auth/session-store';
import { engineOf } from '../db/engine';
import type { Database } from '../db/types';
import { ApiError, notFound, stickerRuleBroken } from '../http/api-error';
import { MAX_JSON_DEPTH, nestsDeeperThan, refuseIllFormedText } from '../http/bounded-json';
import { normalisePngDataUrl } from '../media/png';
import { newStorageKey, type Storage } from '../storage/storage';
import { dropPageImages, removeImageFiles } from './design-pages';
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
    if (nestsDeeperThan(editor, MAX_JSON_DEPTH))
      throw invalidDesign(`editor: nests deeper than ${MAX_JSON_DEPTH} levels`);
    try {
      value = JSON.parse(editor);
    } catch {
      throw invalidDesign('editor: is not valid JSON');
    }
    // As a body, the document was checked by the JSON parser; as text inside one, it is checked here.
    refuseIllFormedText(value, 'API_ERROR_INVALID_DESIGN', 'editor');
  }
  const result = migrate(value);
  if (!result.ok) throw invalidDesign(result.error);
  return result.document;
}

/** The document as stored, refused when it is over the stored size limit (413, before anything is stored). */
function storedDocumentJson(document: DesignDocument): string {
  const json = JSON.stringify(document);
  const bytes = Buffer.byteLength(json);
  if (bytes > FIELD_LIMITS.designJsonBytes) {
    throw new ApiError(
      413,
      'API_ERROR_DESIGN_TOO_LARGE',
      `editor: ${bytes} bytes as JSON, at most ${FIELD_LIMITS.designJsonBytes}.`,
    );
  }
  return json;
}

/**
 * Stores a design for `user`, deciding the editing mode on the server (SPEC §4): the owner's id updates in
 * place (same id and hash); no id, anyone else's id or an id that does not exist stores a new design for the
 * caller (a clone is a new design with the document sent). The last two answer alike, so ids cannot be
 * probed for designs the caller cannot read.
 *
 * Nothing is half-stored: the new PNG goes to storage under a fresh key first, then the row is written in a
 * transaction; if that fails the new file is removed, and an update's old file is removed only after commit
 * (so is the video of a design saved again as an image, and the pictures of its other pages, which the editor
 * sends again after the save: issue 23).
 */
export async function saveDesign(
  deps: SaveDependencies,
  user: SessionUser,
  input: SaveInput,
): Promise<SavedDesign> {
  const { db, storage, log } = deps;
  const document = parseEditor(input.editor);
  const editorJson = storedDocumentJson(document);
  const brokenRule = firstStickerRuleBroken(document);
  if (brokenRule) throw stickerRuleBroken(brokenRule);
  const image = await normalisePngDataUrl(input.image, document.layout);

  // Only the caller's own designs are looked up: someone else's and an unknown id take the same path.
  const existing = input.id
    ? await db
        .selectFrom('designs')
        .select(['id', 'user_id', 'board_id'])
        .where('id', '=', input.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst()
    : undefined;
  const mode: EditingMode = existing ? 'edit' : input.id ? 'clone' : 'create';

  if (input.board_id != null) {
    const board = await db
      .selectFrom('boards')
      .select('id')
      .where('id', '=', input.board_id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!board) throw new ApiError(400, 'API_ERROR_VALIDATION', 'board_id: no such board of yours');
  }
  // A magic-resize copy joins the sizes of a design of the caller's; an update keeps the sizes it is in.
  const resizeOf =
    input.resize_of != null && mode !== 'edit'
      ? await db
          .selectFrom('designs')
          .select(['id', 'size_family'])
          .where('id', '=', input.resize_of)
          .where('user_id', '=', user.id)
          .executeTakeFirst()
      : undefined;
  if (input.resize_of != null && mode !== 'edit' && !resizeOf)
    throw new ApiError(400, 'API_ERROR_VALIDATION', 'resize_of: no such design of yours');
  // An omitted board keeps an edited design where it was; a clone never inherits someone else's board.
  const boardId =
    input.board_id !== undefined ? input.board_id : mode === 'edit' ? (existing?.board_id ?? null) : null;

  // What the document says about itself is stored, whatever the client sent for it.
  const derived = designFieldsOf(document);
  const title = input.title.trim() || deriveTitle(derived.text_content, document.layout);
  const now = new Date().toISOString();
  const fields = {
    ...derived,
    board_id: boardId,
    title,
    post_type: input.post_type,
    editor: editorJson,
    instagram_stickers: JSON.stringify(derived.instagram_stickers),
    page_count: document.pages.length,
    updated_at: now,
  };

  const imageKey = newStorageKey('designs', 'png');
  await storage.put(imageKey, image.png);

  const lockRow = engineOf(db) === 'postgres';
  let saved: {
    id: number;
    hash: string;
    video_url: string | null;
    video_frames: string | null;
    old_image_key: string | null;
    dropped_video_url: string | null;
    /** The pictures of pages 2 and on of the save before: stale now, sent again after this save (issue 23). */
    stale_page_keys: string[];
  };
  try {
    saved = await db.transaction().execute(async (trx) => {
      if (mode === 'edit' && existing) {
        const current = await trx
          .selectFrom('designs')
          .select(['hash', 'image_key', 'video_url', 'video_frames'])
          .where('id', '=', existing.id)
          .where('user_id', '=', user.id)
          // Two saves of one design at once: the second waits, and deletes the file the first one stored.
          .$if(lockRow, (query) => query.forUpdate())
          .executeTakeFirst();
        if (!current) throw notFound();
        // Saved as an image, the design drops its video; saved as a video, it keeps the old one until the
        // recording of this save arrives through saveVideo.
        const videoUrl = input.post_type === 'IMAGE' ? null : current.video_url;
        const videoFrames = videoUrl ? current.video_frames : null;
        await trx
          .updateTable('designs')
          .set({
            ...fields,
            image_key: imageKey,
            video_url: videoUrl,
            video_frames: videoFrames,
            revision: sql`revision + 1`,
          })
          .where('id', '=', existing.id)
          .execute();
        const stalePageKeys = await dropPageImages(trx, existing.id);
        return {
          id: existing.id,
          hash: current.hash,
          video_url: videoUrl,
          video_frames: videoFrames,
          old_image_key: current.image_key,
          dropped_video_url: videoUrl === current.video_url ? null : current.video_url,
          stale_page_keys: stalePageKeys,
        };
      }
      const hash = newDesignHash();
      const sizeFamily = resizeOf ? (resizeOf.size_family ?? resizeOf.id) : null;
      if (resizeOf && resizeOf.size_family === null) {
        // The first copy of a design makes it the first of its sizes.
        await trx
          .updateTable('designs')
          .set({ size_family: resizeOf.id })
          .where('id', '=', resizeOf.id)
          .where('size_family', 'is', null)
          .execute();
      }
      const { id } = await trx
        .insertInto('designs')
        .values({
          ...fields,
          hash,
          user_id: user.id,
          image_key: imageKey,
          video_url: null,
          size_family: sizeFamily,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        id,
        hash,
        video_url: null,
        video_frames: null,
        old_image_key: null,
        dropped_video_url: null,
        stale_page_keys: [],
      };
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
  await removeImageFiles(deps, saved.stale_page_keys, 'could not remove a stale page image');
  await removeVideoOfUrl(deps, saved.dropped_video_url);

  return {
    id: saved.id,
    hash: saved.hash,
    image: designImageUrl(saved.hash),
    user_id: user.id,
    post_type: input.post_type,
    // Only the caller's own design row is read for it: a copy of someone else's video design starts with none.
    video: saved.video_url ? { video_url: saved.video_url, frames: saved.video_frames } : null,
  };
}
