import { MAX_ROW_ID } from './row-id';

/**
 * Where a gallery page ends (GET /api/feed `cursor`): the last design's `updated_at` and `id`. The next page
 * starts strictly after it in the gallery's order (newest change first, id breaking ties), so designs saved
 * while someone pages through never repeat or push an unseen design back onto a page already shown.
 */
export interface GalleryPosition {
  updated_at: string;
  id: number;
}

/** `2026-11-23T10:00:00.000Z_123`: the timestamps the server writes (`toISOString`), then the id. */
export const GALLERY_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([1-9]\d{0,14})$/;

export function galleryCursor(position: GalleryPosition): string {
  return `${position.updated_at}_${position.id}`;
}

/** The position a cursor names, or null when it is not one `galleryCursor` could have made. */
export function parseGalleryCursor(cursor: string): GalleryPosition | null {
  const match = GALLERY_CURSOR.exec(cursor);
  if (!match?.[1] || !match[2]) return null;
  if (Number.isNaN(Date.parse(match[1]))) return null;
  const id = Number(match[2]);
  return id <= MAX_ROW_ID ? { updated_at: match[1], id } : null;
}
