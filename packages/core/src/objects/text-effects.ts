import { z } from 'zod';
import { TEXT_EFFECT_LIMITS } from '../limits';
import { cssColor, finite } from './base';

type Range = { readonly min: number; readonly max: number };
const within = (range: Range) => finite.min(range.min).max(range.max);

/** A line round every glyph, drawn behind the fill so the letters keep their shape (`width` outside them). */
export const textOutlineSchema = z.object({
  color: cssColor,
  width: within(TEXT_EFFECT_LIMITS.outlineWidth),
});

/** A drop shadow of the text; `opacity` multiplies the colour's own alpha. */
export const textShadowSchema = z.object({
  color: cssColor,
  blur: within(TEXT_EFFECT_LIMITS.shadowBlur),
  offsetX: within(TEXT_EFFECT_LIMITS.shadowOffset),
  offsetY: within(TEXT_EFFECT_LIMITS.shadowOffset),
  opacity: finite.min(0).max(1),
});

export const CURVE_DIRECTIONS = ['up', 'down'] as const;
export type CurveDirection = (typeof CURVE_DIRECTIONS)[number];

/** The first line's baseline on a circle of `radius`: "up" bends like an arch, "down" like a smile. */
export const textCurveSchema = z.object({
  radius: within(TEXT_EFFECT_LIMITS.curveRadius),
  direction: z.enum(CURVE_DIRECTIONS),
});

/** A rounded box behind the text, `padding` outside the glyphs. */
export const textHighlightSchema = z.object({
  color: cssColor,
  padding: within(TEXT_EFFECT_LIMITS.highlightPadding),
  radius: within(TEXT_EFFECT_LIMITS.highlightRadius),
});

/**
 * The effect fields of a pz-text, each null when off. A document stored before effects existed has none of
 * them and reads as every effect off.
 */
export const textEffectsShape = {
  outline: textOutlineSchema.nullable().default(null),
  shadow: textShadowSchema.nullable().default(null),
  curve: textCurveSchema.nullable().default(null),
  highlight: textHighlightSchema.nullable().default(null),
};

export type TextOutline = z.infer<typeof textOutlineSchema>;
export type TextShadow = z.infer<typeof textShadowSchema>;
export type TextCurve = z.infer<typeof textCurveSchema>;
export type TextHighlight = z.infer<typeof textHighlightSchema>;

export const TEXT_EFFECT_NAMES = ['outline', 'shadow', 'curve', 'highlight'] as const;
export type TextEffectName = (typeof TEXT_EFFECT_NAMES)[number];

export interface TextEffects {
  outline: TextOutline | null;
  shadow: TextShadow | null;
  curve: TextCurve | null;
  highlight: TextHighlight | null;
}

/** What an effect looks like when it is switched on. */
export const TEXT_EFFECT_DEFAULTS: { [Name in TextEffectName]: NonNullable<TextEffects[Name]> } = {
  outline: { color: '#ffffff', width: 3 },
  shadow: { color: '#000000', blur: 8, offsetX: 4, offsetY: 4, opacity: 0.5 },
  curve: { radius: 300, direction: 'up' },
  highlight: { color: '#ffe066', padding: 8, radius: 8 },
};
