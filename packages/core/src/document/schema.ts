import { z } from 'zod';
import { FIELD_LIMITS } from '../limits';
import { DEFAULT_BACKGROUND_COLOR, TIMELINE } from '../constants';
import { cssColor } from '../colour';
import { designObjectSchema } from '../objects';
import { assetSrc } from '../asset-src';
import { layoutBaseSchema } from './layout-base';

export { assetSrc, isSameSitePath } from '../asset-src';
export { layoutBaseEntrySchema, layoutBaseSchema, type LayoutBaseEntry } from './layout-base';

export const DOCUMENT_VERSION = 1;

const finite = z.number().finite();
const dimension = z.number().int().positive().max(20_000);

export const layoutRefSchema = z.object({
  key: z.string().min(1).max(FIELD_LIMITS.layoutKey),
  width: dimension,
  height: dimension,
  name: z.string().max(FIELD_LIMITS.displayName),
});

export const viewportSchema = z.object({
  width: finite.positive(),
  height: finite.positive(),
  scale: finite.positive(),
});

export const backgroundSchema = z.object({
  color: cssColor.default(DEFAULT_BACKGROUND_COLOR),
  image: z
    .object({ src: assetSrc, offsetX: finite.default(0), offsetY: finite.default(0) })
    .nullable()
    .default(null),
});

export const patternSchema = z.object({ src: assetSrc, zoom: finite.positive().default(100) });

/** Background image adjustments of SPEC §3 "Canvas settings". */
export const settingsSchema = z.object({
  overlayColor: cssColor.nullable().default(null),
  overlayOpacity: finite.min(0).max(100).default(0),
  darkness: finite.min(0).max(100).default(0),
  brightness: finite.min(0).max(100).default(0),
  blur: finite.min(0).max(100).default(0),
  zoomImage: finite.min(100).max(500).default(100),
  preset: z
    .object({ name: z.string().max(FIELD_LIMITS.presetName), value: z.string().max(FIELD_LIMITS.presetName) })
    .nullable()
    .default(null),
});

export const timelineSchema = z.object({
  duration: finite.positive().max(600).default(TIMELINE.defaultDuration),
  audio: z
    .object({ name: z.string().max(FIELD_LIMITS.displayName), src: assetSrc })
    .nullable()
    .default(null),
});

export const designDocumentSchema = z.object({
  version: z.literal(DOCUMENT_VERSION),
  layout: layoutRefSchema,
  viewport: viewportSchema,
  name: z.string().max(FIELD_LIMITS.displayName).default(''),
  background: backgroundSchema.default({ color: DEFAULT_BACKGROUND_COLOR, image: null }),
  pattern: patternSchema.nullable().default(null),
  settings: settingsSchema.default(() => settingsSchema.parse({})),
  timeline: timelineSchema.default(() => timelineSchema.parse({})),
  objects: z.array(designObjectSchema).max(FIELD_LIMITS.objectsPerDesign).default([]),
  /** The geometry each object is reflowed from on a layout change (see layout-base.ts). */
  layoutBase: layoutBaseSchema.optional(),
});

export type DesignDocument = z.infer<typeof designDocumentSchema>;
export type DesignDocumentInput = z.input<typeof designDocumentSchema>;
