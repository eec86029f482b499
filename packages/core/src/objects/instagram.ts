/** The Instagram story sticker an object becomes when the design is published (SPEC §3). */
export const INSTAGRAM_STICKER_TYPES = [
  'HASHTAG',
  'LOCATION',
  'MENTION',
  'POLL',
  'QUESTION',
  'SLIDER',
] as const;
export type InstagramStickerType = (typeof INSTAGRAM_STICKER_TYPES)[number];

/** Colours of the question and slider stickers when first added. */
export const STICKER_BACKGROUND_COLOR = '#FFFFFF';
export const STICKER_TEXT_COLOR = '#262626';
