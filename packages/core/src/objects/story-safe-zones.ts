import { findLayout } from '../layouts/catalogue';
import type { DesignObject } from './registry';
import type { InstagramStickerType } from './instagram';
import { stickerKindOf } from './instagram-rules';
import { objectBox } from './object-box';

/**
 * The bars Instagram's story screen draws over a story (not in SPEC; our own rule): the profile and
 * progress bar at the top and the reply field at the bottom. Measured on a full 1080 × 1920 story; a
 * smaller canvas scales them by its height.
 */
export const STORY_REFERENCE_HEIGHT = 1920;
export const STORY_TOP_BAR = 250;
export const STORY_BOTTOM_BAR = 340;

export type SafeZoneBar = 'top' | 'bottom';

/** The height in canvas pixels of each bar on a canvas `height` pixels tall. */
export function storySafeZones(canvas: { height: number }): Record<SafeZoneBar, number> {
  const scale = canvas.height / STORY_REFERENCE_HEIGHT;
  return { top: STORY_TOP_BAR * scale, bottom: STORY_BOTTOM_BAR * scale };
}

/** Whether a layout is a story, where Instagram covers the bars. */
export function isStoryLayout(key: string): boolean {
  return findLayout(key)?.group === 'stories';
}

export interface StickerUnderBar {
  id: string;
  kind: InstagramStickerType;
  bar: SafeZoneBar;
}

/**
 * The Instagram stickers of `objects` that reach under a bar of a story `canvas` (any part of their drawn
 * box, rotation included), in layer order; one sticker under both bars is listed for each.
 */
export function stickersUnderSafeZones(
  objects: readonly DesignObject[],
  canvas: { width: number; height: number },
): StickerUnderBar[] {
  const bars = storySafeZones(canvas);
  const under: StickerUnderBar[] = [];
  for (const object of objects) {
    const kind = stickerKindOf(object);
    if (!kind) continue;
    const box = objectBox(object);
    // A sticker wholly off the canvas is not under a bar: Instagram refuses it anyway.
    if (box.bottom <= 0 || box.top >= canvas.height || box.right <= 0 || box.left >= canvas.width) continue;
    if (box.top < bars.top) under.push({ id: object.id, kind, bar: 'top' });
    if (box.bottom > canvas.height - bars.bottom) under.push({ id: object.id, kind, bar: 'bottom' });
  }
  return under;
}
