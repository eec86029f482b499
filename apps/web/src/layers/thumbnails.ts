import type { DesignObject } from '@lienzo/core';
import type { Engine } from '@lienzo/editor';

/** Longest side of a layer's thumbnail, in CSS pixels, drawn at twice that for sharp screens. */
export const THUMBNAIL_SIZE = 32;

interface Kept {
  records: readonly DesignObject[];
  url: string | null;
}

/**
 * Thumbnails by layer (an object or a group), kept while its records are the same records: the engine
 * makes a new record only for an object that changed, so a change of one object draws one thumbnail again,
 * not one per layer (issue 22). A picture that arrives later forgets its thumbnail ({@link forgetThumbnail}).
 */
const kept = new Map<string, Kept>();

const sameRecords = (a: readonly DesignObject[], b: readonly DesignObject[]) =>
  a.length === b.length && a.every((record, index) => record === b[index]);

export function thumbnailOf(engine: Engine, key: string, records: readonly DesignObject[]): string | null {
  const known = kept.get(key);
  if (known && sameRecords(known.records, records)) return known.url;
  let url: string | null;
  try {
    const ids = records.map((record) => record.id);
    url =
      ids.length === 1
        ? engine.objectToDataUrl(ids[0]!, THUMBNAIL_SIZE * 2)
        : engine.objectsToDataUrl(ids, THUMBNAIL_SIZE * 2);
  } catch {
    // An object this view cannot draw: the row shows its type's mark instead.
    url = null;
  }
  kept.set(key, { records, url });
  return url;
}

/** Draws the thumbnails of `id` (and of the group rows holding it) again on their next use. */
export function forgetThumbnail(id: string): void {
  kept.delete(id);
  for (const [key, known] of kept) if (known.records.some((record) => record.id === id)) kept.delete(key);
}

/** Forgets the thumbnails of layers that are gone (deleted objects, undone groups, another design). */
export function keepThumbnailsOf(keys: ReadonlySet<string>): void {
  for (const key of kept.keys()) if (!keys.has(key)) kept.delete(key);
}
