import { stickerExistsCode, type InstagramStickerType } from '@lienzo/core';
import type { Engine } from '@lienzo/editor';
import { notifyError } from '../../notify/notify';

/**
 * Adds a sticker with the drawer's defaults. A design holds one hashtag, location, poll, question and
 * slider (SPEC §5, core's rule, which the engine enforces too): a second shows the translated
 * '<type>_exists' alert and nothing is added. Returns the new sticker's id, or null when refused.
 */
export function addInstagramSticker(
  engine: Engine,
  kind: InstagramStickerType,
  translate: (key: string) => string,
): string | null {
  const exists = stickerExistsCode(engine.getObjects(), kind);
  if (exists) {
    notifyError(translate(`instagram.alerts.${exists}`));
    return null;
  }
  return engine.addSticker(kind);
}
