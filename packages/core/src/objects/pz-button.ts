import { z } from 'zod';
import { FIELD_LIMITS } from '../limits';
import { DEFAULT_FONT_FAMILY, FONTS } from '../constants';
import { baseObjectShape, cssColor, finite } from './base';
import { newObjectProps, propertyNamesOf, type NewObjectProps } from './properties';
import type { ToolbarId } from './toolbars';
import { defineObjectType } from './object-type';

export const BUTTON_INSTAGRAM_TYPES = ['HASHTAG', 'LOCATION', 'MENTION'] as const;
export type ButtonInstagramType = (typeof BUTTON_INSTAGRAM_TYPES)[number];

/** One of the 8 gradient presets (SPEC §9); the first three are the hashtag, mention and location ones. */
export const BUTTON_STYLE_COUNT = 8;
export const DEFAULT_BUTTON_STYLE: Record<ButtonInstagramType, number> = {
  HASHTAG: 0,
  MENTION: 1,
  LOCATION: 2,
};

/** What a new button says before the user types (SPEC §5: a hashtag left like this is refused on save). */
export const BUTTON_PLACEHOLDERS: Record<ButtonInstagramType, string> = {
  HASHTAG: '#HASHTAG',
  MENTION: '@MENTION',
  LOCATION: 'LOCATION',
};

export const pzButtonSchema = z.object({
  ...baseObjectShape,
  type: z.literal('pz-button'),
  text: z.string().max(FIELD_LIMITS.stickerText),
  style: z
    .int()
    .min(0)
    .max(BUTTON_STYLE_COUNT - 1)
    .default(0),
  location: z
    .object({ name: z.string().min(1).max(FIELD_LIMITS.stickerText) })
    .nullable()
    .default(null),
  /** An Instagram user name without the @ (SPEC §5: letters, digits, underscore and dot). */
  mention: z
    .string()
    .max(FIELD_LIMITS.instagramUsername)
    .regex(/^[\w.]*$/, 'must hold only letters, digits, underscore and dot')
    .default(''),
  color: cssColor.default('#FFFFFF'),
  borderRadius: finite.nonnegative().max(1000).default(8),
  padding: finite.nonnegative().max(1000).default(10),
  fontSize: finite.positive().default(FONTS.button.fontSize),
  backgroundColor: cssColor.default('#8A3AB9'),
  fontFamily: z.string().min(1).max(FIELD_LIMITS.fontFamily).default(DEFAULT_FONT_FAMILY),
  instagram: z.object({ type: z.enum(BUTTON_INSTAGRAM_TYPES) }).default({ type: 'HASHTAG' }),
});

export type PzButton = z.infer<typeof pzButtonSchema>;

export const PZ_BUTTON_TOOLBAR: ToolbarId = 'button';

/** Hashtag buttons use the button toolbar; locations and mentions have their own (SPEC §2). */
export const BUTTON_TOOLBARS: Record<ButtonInstagramType, ToolbarId> = {
  HASHTAG: 'button',
  LOCATION: 'ig-location',
  MENTION: 'ig-mention',
};

export const PZ_BUTTON_PROPERTIES = propertyNamesOf(pzButtonSchema);

/** A new hashtag, location or mention button (SPEC §9: 18 px). */
export function pzButtonDefaults(
  kind: ButtonInstagramType = 'HASHTAG',
): NewObjectProps<typeof pzButtonSchema> {
  return newObjectProps(pzButtonSchema, {
    type: 'pz-button',
    width: 160,
    height: 40,
    text: BUTTON_PLACEHOLDERS[kind],
    style: DEFAULT_BUTTON_STYLE[kind],
    instagram: { type: kind },
  });
}

/** The pz-button type as the object registry lists it. */
export const pzButtonType = defineObjectType({
  type: 'pz-button',
  schema: pzButtonSchema,
  toolbar: PZ_BUTTON_TOOLBAR,
  toolbarOf: (record) => BUTTON_TOOLBARS[record.instagram.type],
  properties: PZ_BUTTON_PROPERTIES,
  defaults: () => pzButtonDefaults(),
  initialSize: { kind: 'natural' },
  instagram: ['HASHTAG', 'LOCATION', 'MENTION'],
  migrations: [],
});
