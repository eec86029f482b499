import { z } from 'zod';
import { FIELD_LIMITS } from '../limits';
import { DEFAULT_FONT_FAMILY, DEFAULT_TEXT_COLOR, FONTS } from '../constants';
import { baseObjectShape, cssColor, finite } from './base';
import { textFormattingShape } from './text-formatting';
import { textEffectsShape } from './text-effects';
import { newObjectProps, propertyNamesOf, type NewObjectProps } from './properties';
import type { ToolbarId } from './toolbars';
import { defineObjectType } from './object-type';

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export const TEXT_DECORATIONS = [
  '',
  'underline',
  'line-through',
  'overline',
  'underline line-through',
] as const;
export type TextDecoration = (typeof TEXT_DECORATIONS)[number];

/** Per-character style overrides, kept as ranges of character offsets (Fabric's array form). */
const characterStyle = z.object({
  fill: cssColor.optional(),
  fontSize: finite.positive().optional(),
  fontFamily: z.string().max(FIELD_LIMITS.fontFamily).optional(),
  fontWeight: z.union([z.string().max(FIELD_LIMITS.fontWeight), finite]).optional(),
  fontStyle: z.enum(['normal', 'italic']).optional(),
  underline: z.boolean().optional(),
  linethrough: z.boolean().optional(),
  textBackgroundColor: cssColor.optional(),
});

export const textStyleRange = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  style: characterStyle,
});

export const pzTextSchema = z.object({
  ...baseObjectShape,
  type: z.literal('pz-text'),
  text: z.string().max(FIELD_LIMITS.layerText),
  fontSize: finite.positive().default(FONTS.text.fontSize),
  charSpacing: finite.default(0),
  lineHeight: finite.positive().default(1.16),
  textAlign: z.enum(TEXT_ALIGNS).default('left'),
  fill: cssColor.default(DEFAULT_TEXT_COLOR),
  textBackgroundColor: cssColor.or(z.literal('')).default(''),
  fontFamily: z.string().min(1).max(FIELD_LIMITS.fontFamily).default(DEFAULT_FONT_FAMILY),
  fontWeight: z.union([z.string().max(FIELD_LIMITS.fontWeight), finite]).default('normal'),
  fontStyle: z.enum(['normal', 'italic']).default('normal'),
  textDecoration: z.enum(TEXT_DECORATIONS).default(''),
  styles: z.array(textStyleRange).max(FIELD_LIMITS.textStyleRanges).default([]),
  ...textFormattingShape,
  // Text effects (outline, shadow, curve, highlight): their own block, see text-effects.ts.
  ...textEffectsShape,
});

export type PzText = z.infer<typeof pzTextSchema>;

export const PZ_TEXT_TOOLBAR: ToolbarId = 'text';
export const PZ_TEXT_PROPERTIES = propertyNamesOf(pzTextSchema);

/** A new text (SPEC §9: 30 px Open Sans); the text drawer applies its role styles on top. */
export function pzTextDefaults(): NewObjectProps<typeof pzTextSchema> {
  return newObjectProps(pzTextSchema, { type: 'pz-text', width: 300, height: 40, text: 'Text' });
}

export const TEXT_ROLES = ['title', 'subtitle', 'text'] as const;
export type TextRole = (typeof TEXT_ROLES)[number];

/** Editor defaults of the text drawer (SPEC §9): Open Sans, #1a1a1a, char spacing 2, line height 0.9, bold. */
export const TEXT_ROLE_DEFAULTS: Record<TextRole, { fontSize: number }> = {
  title: { fontSize: 50 },
  subtitle: { fontSize: 33 },
  text: { fontSize: 24 },
};

export function textRoleProps(role: TextRole) {
  return {
    fontSize: TEXT_ROLE_DEFAULTS[role].fontSize,
    fontFamily: DEFAULT_FONT_FAMILY,
    fill: DEFAULT_TEXT_COLOR,
    charSpacing: 2,
    lineHeight: 0.9,
    fontWeight: 'bold',
  } as const;
}

/** The pz-text type as the object registry lists it. */
export const pzTextType = defineObjectType({
  type: 'pz-text',
  schema: pzTextSchema,
  toolbar: PZ_TEXT_TOOLBAR,
  properties: PZ_TEXT_PROPERTIES,
  defaults: pzTextDefaults,
  initialSize: { kind: 'natural' },
  instagram: [],
  migrations: [],
});
