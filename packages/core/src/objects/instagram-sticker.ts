import { z } from 'zod';
import { STICKER_METADATA_FACTOR } from '../constants';
import { FIELD_LIMITS } from '../limits';
import { INSTAGRAM_STICKER_TYPES } from './instagram';
import { objectCentre } from './object-box';
import type { RegisteredObject } from './registry';

const fraction = z.number().min(0).max(1);
const stickerText = z.string().max(FIELD_LIMITS.stickerText);

/** What a published story tells Instagram about one sticker (SPEC §3 "Instagram sticker metadata"). */
export const instagramStickerSchema = z.object({
  type: z.enum(INSTAGRAM_STICKER_TYPES),
  /** Centre and size as fractions of the canvas; rotation as a fraction of a full turn. */
  x: fraction,
  y: fraction,
  width: fraction,
  height: fraction,
  rotation: fraction,
  hashtag: stickerText.optional(),
  mention: z.string().max(FIELD_LIMITS.instagramUsername).optional(),
  location: stickerText.optional(),
  question: stickerText.optional(),
  background_color: z.string().max(FIELD_LIMITS.colour).optional(),
  text_color: z.string().max(FIELD_LIMITS.colour).optional(),
  emoji: z.string().max(FIELD_LIMITS.emoji).optional(),
  answers: z
    .array(
      z.object({ answer: z.string().max(FIELD_LIMITS.pollAnswer), font_size: z.number().min(0).max(100) }),
    )
    .max(FIELD_LIMITS.pollAnswers)
    .optional(),
});
export type InstagramSticker = z.infer<typeof instagramStickerSchema>;

function clampFraction(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

/** "1f1ea-1f1f8" → "🇪🇸"; anything unreadable stays as it is. */
export function emojiFromCode(code: string): string {
  const points = code.split('-').map((part) => Number.parseInt(part, 16));
  if (points.some((point) => !Number.isInteger(point) || point < 0 || point > 0x10ffff)) return code;
  return String.fromCodePoint(...points);
}

/**
 * The sticker an object publishes as on a `canvas` of the layout's size, or null when it is not one.
 * Question and slider boxes are reported 3 % larger, as Instagram draws them (SPEC §9).
 */
export function instagramStickerOf(
  object: RegisteredObject,
  canvas: { width: number; height: number },
): InstagramSticker | null {
  if (!('instagram' in object)) return null;
  const grow = object.type === 'pz-question' || object.type === 'pz-slider' ? STICKER_METADATA_FACTOR : 1;
  const width = object.width * object.scaleX;
  const height = object.height * object.scaleY;
  const centre = objectCentre(object);
  const turn = (((object.angle % 360) + 360) % 360) / 360;
  const base = {
    x: clampFraction(centre.x / canvas.width),
    y: clampFraction(centre.y / canvas.height),
    width: clampFraction((width * grow) / canvas.width),
    height: clampFraction((height * grow) / canvas.height),
    rotation: clampFraction(turn),
  };
  switch (object.type) {
    case 'pz-button': {
      const kind = object.instagram.type;
      if (kind === 'HASHTAG') return { type: kind, ...base, hashtag: object.text.replace(/^#/, '') };
      if (kind === 'MENTION') return { type: kind, ...base, mention: object.mention };
      return { type: kind, ...base, location: object.location?.name ?? '' };
    }
    case 'pz-poll':
      return {
        type: 'POLL',
        ...base,
        question: object.poll.question,
        answers: [
          { answer: object.poll.a1 ?? '', font_size: object.a1_ig_font_size },
          { answer: object.poll.a2 ?? '', font_size: object.a2_ig_font_size },
        ],
      };
    case 'pz-question':
      return {
        type: 'QUESTION',
        ...base,
        question: object.question,
        background_color: object.questionBackgroundColor,
        text_color: object.questionTextColor,
      };
    case 'pz-slider':
      return {
        type: 'SLIDER',
        ...base,
        question: object.sliderQuestion,
        background_color: object.sliderBackgroundColor,
        text_color: object.sliderTextColor,
        emoji: object.sliderEmoji?.emoji ?? (object.emoji ? emojiFromCode(object.emoji) : ''),
      };
  }
}

/** Most stickers one save may describe: one each of five kinds plus repeated mentions. */
export const MAX_INSTAGRAM_STICKERS = FIELD_LIMITS.stickersPerSave;

/**
 * The metadata of every sticker of a design, in layer order, for the save payload the scheduler
 * publishes from (SPEC §3).
 */
export function instagramStickersOf(
  objects: readonly RegisteredObject[],
  canvas: { width: number; height: number },
): InstagramSticker[] {
  return objects.flatMap((object) => instagramStickerOf(object, canvas) ?? []);
}
