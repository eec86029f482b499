import { z } from 'zod';
import { FIELD_LIMITS } from '../limits';
import { DEFAULT_SCALES } from '../constants';
import { assetSrc } from '../asset-src';
import { baseObjectShape, cssColor } from './base';
import { STICKER_BACKGROUND_COLOR, STICKER_TEXT_COLOR } from './instagram';
import { newObjectProps, propertyNamesOf, type NewObjectProps } from './properties';
import type { ToolbarId } from './toolbars';
import { defineObjectType } from './object-type';

/** An emoji by its Unicode code points in hex, as the emoji catalogue names them ("1f60d", "1f1ea-1f1f8"). */
export const emojiCode = z
  .string()
  .max(FIELD_LIMITS.emoji)
  .regex(/^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6})*$/i, 'must be an emoji code such as 1f60d');

export const DEFAULT_SLIDER_EMOJI = '1f60d';

export const pzSliderSchema = z.object({
  ...baseObjectShape,
  type: z.literal('pz-slider'),
  sliderQuestion: z.string().max(FIELD_LIMITS.stickerText).default(''),
  sliderBackgroundColor: cssColor.default(STICKER_BACKGROUND_COLOR),
  sliderTextColor: cssColor.default(STICKER_TEXT_COLOR),
  /** The emoji by code; `sliderEmoji` wins when set, for an emoji drawn from an image. */
  emoji: emojiCode.nullable().default(DEFAULT_SLIDER_EMOJI),
  sliderEmoji: z
    .object({ emoji: z.string().min(1).max(FIELD_LIMITS.emoji), url: assetSrc })
    .nullable()
    .default(null),
  instagram: z.object({ type: z.literal('SLIDER') }).default({ type: 'SLIDER' }),
});

export type PzSlider = z.infer<typeof pzSliderSchema>;

export const PZ_SLIDER_TOOLBAR: ToolbarId = 'ig-slider';
export const PZ_SLIDER_PROPERTIES = propertyNamesOf(pzSliderSchema);

/** A new emoji slider, drawn large and scaled to 0.17 (SPEC §9). */
export function pzSliderDefaults(): NewObjectProps<typeof pzSliderSchema> {
  return newObjectProps(pzSliderSchema, {
    type: 'pz-slider',
    width: 1200,
    height: 600,
    scaleX: DEFAULT_SCALES.questionAndSlider,
    scaleY: DEFAULT_SCALES.questionAndSlider,
  });
}

/** The pz-slider type as the object registry lists it. */
export const pzSliderType = defineObjectType({
  type: 'pz-slider',
  schema: pzSliderSchema,
  toolbar: PZ_SLIDER_TOOLBAR,
  properties: PZ_SLIDER_PROPERTIES,
  defaults: pzSliderDefaults,
  initialSize: { kind: 'scale', scale: DEFAULT_SCALES.questionAndSlider },
  instagram: ['SLIDER'],
  migrations: [],
});
