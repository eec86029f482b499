import type { InstagramStickerType } from '@lienzo/core';
import { StickerExistsError, type Engine } from '@lienzo/editor';
import { notifyError } from '../../notify/notify';

/**
 * Adds a sticker with the drawer's defaults; a second hashtag, location, poll, question or slider is
 * refused by the engine (SPEC §5) and the translated '<type>_exists' alert shows.
 */
export function addInstagramSticker(
  engine: Engine,
  kind: InstagramStickerType,
  translate: (key: string) => string,
): string | null {
  try {
    return engine.addSticker(kind);
  } catch (error) {
    if (error instanceof StickerExistsError) {
      notifyError(translate(`instagram.alerts.${error.code}`));
      return null;
    }
    throw error;
  }
}
