import { z } from 'zod';
import { FIELD_LIMITS } from '../limits';
import { FONTS } from '../constants';
import { baseObjectShape, cssColor, finite } from './base';
import { DEFAULT_FTEXT_SHAPE_ID, FTEXT_SHAPE_IDS } from './ftext-shapes';
import { newObjectProps, propertyNamesOf, type NewObjectProps } from './properties';
import type { ToolbarId } from './toolbars';
import { defineObjectType } from './object-type';

/** Line spacings the fancy-text toolbar cycles through (SPEC §2). */
export const FTEXT_SPACINGS = [0.7, 1, 1.4, 1.7] as const;
export type FtextSpacing = (typeof FTEXT_SPACINGS)[number];

/** Alignments in the order the toolbar button cycles them: centre, right, left. */
export const FTEXT_ALIGNMENTS = ['center', 'right', 'left'] as const;
export type FtextAlignment = (typeof FTEXT_ALIGNMENTS)[number];

function nextOf<T>(cycle: readonly T[], current: T): T {
  const index = cycle.indexOf(current);
  return cycle[(index + 1) % cycle.length] as T;
}

/** The spacing after `current`; an unknown value starts the cycle again. */
export function nextSpacing(current: number): FtextSpacing {
  return nextOf<number>(FTEXT_SPACINGS, current) as FtextSpacing;
}

export function nextAlignment(current: string): FtextAlignment {
  return nextOf<string>(FTEXT_ALIGNMENTS, current) as FtextAlignment;
}

export const pzFtextSchema = z.object({
  ...baseObjectShape,
  type: z.literal('pz-ftext'),
  text: z.string().max(FIELD_LIMITS.layerText),
  fontFamily: z.string().min(1).max(FIELD_LIMITS.fontFamily).default(FONTS.fancyText.fontFamily),
  fontSize: finite.positive().default(FONTS.fancyText.fontSize),
  fill: cssColor.default(FONTS.fancyText.fill),
  padding: finite.nonnegative().max(1000).default(16),
  backgroundColor: cssColor.default('#F25F5C'),
  spacing: z.literal(FTEXT_SPACINGS).default(1),
  textAlign: z.enum(FTEXT_ALIGNMENTS).default('center'),
  wrapping: z.boolean().default(false),
  /** Characters per line when `wrapping` is on. */
  maxCharsPerLine: z.int().min(1).max(500).default(20),
  shapeId: z.enum(FTEXT_SHAPE_IDS).default(DEFAULT_FTEXT_SHAPE_ID),
});

export type PzFtext = z.infer<typeof pzFtextSchema>;

export const PZ_FTEXT_TOOLBAR: ToolbarId = 'fancy-text';
export const PZ_FTEXT_PROPERTIES = propertyNamesOf(pzFtextSchema);

/** A new fancy text as the drawer adds it (SPEC §9: 25 px Fredoka One, white). */
export function pzFtextDefaults(): NewObjectProps<typeof pzFtextSchema> {
  return newObjectProps(pzFtextSchema, { type: 'pz-ftext', width: 240, height: 90, text: 'Fancy text' });
}

/** The pz-ftext type as the object registry lists it. */
export const pzFtextType = defineObjectType({
  type: 'pz-ftext',
  schema: pzFtextSchema,
  toolbar: PZ_FTEXT_TOOLBAR,
  properties: PZ_FTEXT_PROPERTIES,
  defaults: pzFtextDefaults,
  initialSize: { kind: 'natural' },
  instagram: [],
  migrations: [],
});
