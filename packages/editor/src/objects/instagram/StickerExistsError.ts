import type { StickerExistsCode } from '@lienzo/core';

/** A second hashtag, location, poll, question or slider was refused (SPEC §5); `code` is the alert key. */
export class StickerExistsError extends Error {
  override readonly name = 'StickerExistsError';
  constructor(readonly code: StickerExistsCode) {
    super(`The design already has its one sticker of this kind: ${code}`);
  }
}
