import type { DesignObject } from './registry';
import {
  existsCodeOf,
  ONE_EACH_STICKERS,
  repeatedStickerCode,
  type StickerExistsCode,
} from './instagram-rules';
import { BUTTON_PLACEHOLDERS } from './pz-button';
import { objectBox } from './object-box';

/**
 * The pre-save checks of the Instagram stickers, in the order SPEC §5 runs them; each names its message
 * under `alerts.validations`.
 */
export const INSTAGRAM_VALIDATIONS = [
  'mention_invalid',
  'hashtag_invalid',
  'location_invalid',
  'slider_invalid_dimensions',
  'question_invalid_dimensions',
  'poll_invalid',
] as const;
export type InstagramValidation = (typeof INSTAGRAM_VALIDATIONS)[number];

/** Rounding of the drawn box that still counts as inside the canvas, in canvas pixels. */
const INSIDE_TOLERANCE = 0.01;

function isInside(object: DesignObject, canvas: { width: number; height: number }): boolean {
  const box = objectBox(object);
  return (
    box.left >= -INSIDE_TOLERANCE &&
    box.top >= -INSIDE_TOLERANCE &&
    box.right <= canvas.width + INSIDE_TOLERANCE &&
    box.bottom <= canvas.height + INSIDE_TOLERANCE
  );
}

const HASHTAG_PLACEHOLDER = BUTTON_PLACEHOLDERS.HASHTAG.replace(/^#/, '');

/** Whether `object` fails `check`; objects the check is not about pass. */
function fails(check: InstagramValidation, object: DesignObject, canvas: { width: number; height: number }) {
  switch (check) {
    case 'mention_invalid':
      return (
        object.type === 'pz-button' && object.instagram.type === 'MENTION' && object.mention.trim() === ''
      );
    case 'hashtag_invalid': {
      if (object.type !== 'pz-button' || object.instagram.type !== 'HASHTAG') return false;
      const hashtag = object.text.replace(/^#/, '').trim();
      return hashtag === '' || hashtag.toUpperCase() === HASHTAG_PLACEHOLDER;
    }
    case 'location_invalid':
      return (
        object.type === 'pz-button' &&
        object.instagram.type === 'LOCATION' &&
        (object.location?.name.trim() ?? '') === ''
      );
    case 'slider_invalid_dimensions':
      return object.type === 'pz-slider' && !isInside(object, canvas);
    case 'question_invalid_dimensions':
      return object.type === 'pz-question' && !isInside(object, canvas);
    case 'poll_invalid':
      return object.type === 'pz-poll' && (object.poll.a1 === null || object.poll.a2 === null);
  }
}

/**
 * The first SPEC §5 rule the stickers of a design break, on a canvas of the layout's size, or null when
 * the design may be saved. Rules run in their order over every object, so a bad mention is reported before
 * a bad hashtag wherever each sits.
 */
export function firstInstagramValidationFailure(
  objects: readonly DesignObject[],
  canvas: { width: number; height: number },
): InstagramValidation | null {
  for (const check of INSTAGRAM_VALIDATIONS)
    if (objects.some((object) => fails(check, object, canvas))) return check;
  return null;
}

/** A SPEC §5 sticker rule a design breaks: a second one of a kind, or a failed pre-save check. */
export type StickerRule = StickerExistsCode | InstagramValidation;

export const STICKER_RULES: readonly StickerRule[] = [
  ...ONE_EACH_STICKERS.map(existsCodeOf),
  ...INSTAGRAM_VALIDATIONS,
];

/**
 * The first SPEC §5 rule a design's stickers break, or null when it may be saved: the browser asks before
 * saving and the server before storing. Each page is a story of its own, so the rules hold page by page.
 */
export function firstStickerRuleBroken(design: {
  pages: ReadonlyArray<{ objects: readonly DesignObject[] }>;
  layout: { width: number; height: number };
}): StickerRule | null {
  for (const { objects } of design.pages) {
    const broken = repeatedStickerCode(objects) ?? firstInstagramValidationFailure(objects, design.layout);
    if (broken) return broken;
  }
  return null;
}
