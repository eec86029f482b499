import {
  APP_VERSION,
  TEXT_LIMITS,
  clipText,
  designFieldsOf,
  type DesignDocument,
  type SavePayload,
  type User,
} from '@lienzo/core';
import type { CurrentDesign } from '../state/appStore';
import { editingMode } from './editingMode';

export interface SaveInput {
  document: DesignDocument;
  /** PNG data URL at the layout size. */
  image: string;
  design: CurrentDesign | null;
  user: User | null;
  title: string;
  boardId: number | null;
  /** Video mode: the design is saved as a video (its recording is uploaded next); an image otherwise. */
  video?: boolean;
}

/** The body of POST /api/save (SPEC §3 "Save payload"). */
export function buildSavePayload({
  document,
  image,
  design,
  user,
  title,
  boardId,
  video = false,
}: SaveInput): SavePayload {
  return {
    ...designFieldsOf(document),
    image,
    id: design?.id ?? null,
    mode: editingMode(design, user),
    board_id: boardId,
    editor: document,
    app_version: APP_VERSION,
    title: clipText(title, TEXT_LIMITS.designTitle),
    post_type: video ? 'video' : 'IMAGE',
  };
}
