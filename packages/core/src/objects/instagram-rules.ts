import type { DesignObject } from './registry';
import type { InstagramStickerType } from './instagram';

/** Hashtag text keeps letters, digits and underscore (SPEC §5); a typed '#' is dropped with the rest. */
export function normalizeHashtag(input: string): string {
  return input.replace(/[^\p{L}\p{N}_]/gu, '');
}

/**
 * A mention keeps letters, digits, underscore, dot and '@', then the '@' is stripped (SPEC §5); it is
 * stored without it and shown with it. Instagram user names are at most 30 characters.
 */
export function normalizeMention(input: string): string {
  return input
    .replace(/[^\p{L}\p{N}_.@]/gu, '')
    .replaceAll('@', '')
    .slice(0, 30);
}

/** The stickers a design may hold only one of (SPEC §5); mentions may repeat. */
export const ONE_EACH_STICKERS = ['HASHTAG', 'LOCATION', 'POLL', 'QUESTION', 'SLIDER'] as const;
export type OneEachSticker = (typeof ONE_EACH_STICKERS)[number];

/** The alert key a second one of a kind gives: 'hashtag_exists', 'poll_exists'… (SPEC §5). */
export type StickerExistsCode = `${Lowercase<OneEachSticker>}_exists`;

export function existsCodeOf(kind: OneEachSticker): StickerExistsCode {
  return `${kind.toLowerCase()}_exists` as StickerExistsCode;
}

function isOneEach(kind: InstagramStickerType): kind is OneEachSticker {
  return (ONE_EACH_STICKERS as readonly string[]).includes(kind);
}

/** The Instagram sticker an object is, if any. */
export function stickerKindOf(object: DesignObject): InstagramStickerType | null {
  return 'instagram' in object ? object.instagram.type : null;
}

/**
 * Why a sticker of `kind` may not be added to a design holding `objects`: the '<type>_exists' alert key
 * when it already has its one, else null.
 */
export function stickerExistsCode(
  objects: readonly DesignObject[],
  kind: InstagramStickerType,
): StickerExistsCode | null {
  if (!isOneEach(kind)) return null;
  return objects.some((object) => stickerKindOf(object) === kind) ? existsCodeOf(kind) : null;
}

/** The '<type>_exists' code of the first sticker that repeats a kind the objects already hold, else null. */
export function repeatedStickerCode(objects: readonly DesignObject[]): StickerExistsCode | null {
  for (const [index, object] of objects.entries()) {
    const kind = stickerKindOf(object);
    const exists = kind ? stickerExistsCode(objects.slice(0, index), kind) : null;
    if (exists) return exists;
  }
  return null;
}

/** The 18 colours of the question and slider palettes (SPEC §9), white and Instagram's dark grey first. */
export const STICKER_PALETTE = [
  '#FFFFFF',
  '#262626',
  '#000000',
  '#8E8E8E',
  '#ED4956',
  '#FD8D32',
  '#FDCB5C',
  '#78C257',
  '#3897F0',
  '#A307BA',
  '#D10869',
  '#FFD2D4',
  '#FCE0B0',
  '#1C4928',
  '#432326',
  '#70C050',
  '#0095F6',
  '#E1306C',
] as const;

/** The 16 slider emoji quick picks (SPEC §9): code points and the twemoji icon that draws each. */
export const SLIDER_EMOJI_PICKS = [
  { code: '1f60d', icon: 'smiling-face-with-heart-eyes' },
  { code: '1f602', icon: 'face-with-tears-of-joy' },
  { code: '1f62e', icon: 'face-with-open-mouth' },
  { code: '1f622', icon: 'crying-face' },
  { code: '1f621', icon: 'enraged-face' },
  { code: '1f525', icon: 'fire' },
  { code: '2764', icon: 'red-heart' },
  { code: '1f44f', icon: 'clapping-hands' },
  { code: '1f389', icon: 'party-popper' },
  { code: '1f4af', icon: 'hundred-points' },
  { code: '1f60e', icon: 'smiling-face-with-sunglasses' },
  { code: '1f914', icon: 'thinking-face' },
  { code: '1f44d', icon: 'thumbs-up' },
  { code: '1f973', icon: 'partying-face' },
  { code: '2728', icon: 'sparkles' },
  { code: '1f970', icon: 'smiling-face-with-hearts' },
] as const;

/** The 22 stickers of the Instagram drawer (SPEC §9), icons of the fluent-emoji-flat set (MIT). */
export const INSTAGRAM_STICKERS = [
  'red-heart',
  'fire',
  'sparkles',
  'star-struck',
  'party-popper',
  'hundred-points',
  'thumbs-up',
  'clapping-hands',
  'smiling-face-with-sunglasses',
  'crown',
  'rainbow',
  'sun-with-face',
  'rocket',
  'gem-stone',
  'birthday-cake',
  'balloon',
  'camera-with-flash',
  'high-voltage',
  'musical-notes',
  'heart-with-ribbon',
  'new-button',
  'glowing-star',
] as const;
export const STICKER_ICON_SET = 'fluent-emoji-flat';
