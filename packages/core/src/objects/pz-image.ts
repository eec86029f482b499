import { z } from 'zod';
import { RESIZABLE, DEFAULT_SCALES } from '../constants';
import { assetSrc } from '../asset-src';
import { baseObjectShape, finite } from './base';
import { newObjectProps, propertyNamesOf, type NewObjectProps } from './properties';
import type { ToolbarId } from './toolbars';
import { defineObjectType } from './object-type';

/** Filter presets a stored image may name (SPEC §4); they exclude one another. */
export const IMAGE_FILTER_PRESETS = [
  'nofilter',
  'greyscale',
  'grayscale',
  'test',
  'technicolor',
  'vintage',
  'kodachrome',
  'lomo',
  'brannan',
  'hefe',
  'lordKelvin',
  'nashville',
  'xPro',
  'sunrise',
  'sinCity',
  'sepia',
] as const;
export type ImageFilterPreset = (typeof IMAGE_FILTER_PRESETS)[number];

/** The presets the image toolbar offers, in its order. */
export const EDITOR_IMAGE_FILTER_PRESETS = [
  'nofilter',
  'greyscale',
  'brannan',
  'hefe',
  'lordKelvin',
  'nashville',
  'sepia',
  'xPro',
] as const satisfies readonly ImageFilterPreset[];

const sliderValue = z.int().min(0).max(100).default(0);

/** Blur, brightness and darkness are independent whole numbers; darkness is negative brightness (SPEC §4). */
export const imageFiltersSchema = z.object({
  preset: z.enum(IMAGE_FILTER_PRESETS).default('nofilter'),
  blur: sliderValue,
  brightness: sliderValue,
  darkness: sliderValue,
});
export type ImageFilters = z.infer<typeof imageFiltersSchema>;

export const pzImageSchema = z.object({
  ...baseObjectShape,
  type: z.literal('pz-image'),
  src: assetSrc,
  sticker: z.boolean().optional(),
  filters: imageFiltersSchema.default(() => imageFiltersSchema.parse({})),
  /** Percent; above 100 the image is enlarged inside its own box (SPEC §2 "zoom"). */
  zoom: z.int().min(100).max(500).default(100),
  /** Offset of the visible part inside the source image, in source pixels (Fabric's cropX/cropY). */
  cropX: finite.nonnegative().default(0),
  cropY: finite.nonnegative().default(0),
});

export type PzImage = z.infer<typeof pzImageSchema>;

export const PZ_IMAGE_TOOLBAR: ToolbarId = 'image';
export const PZ_IMAGE_PROPERTIES = propertyNamesOf(pzImageSchema);

/** The picture an image box shows when none is given: one of the photos bundled with the server (`/photos`). */
export const DEFAULT_IMAGE_SRC = '/photos/dandelions.jpg';

/** A new image box; the editor sets its size from the picture and scales it to the canvas (SPEC §9). */
export function pzImageDefaults(): NewObjectProps<typeof pzImageSchema> {
  return newObjectProps(pzImageSchema, {
    type: 'pz-image',
    width: RESIZABLE.defaultWidth,
    height: RESIZABLE.defaultHeight,
    src: DEFAULT_IMAGE_SRC,
  });
}

/** The pz-image type as the object registry lists it. */
export const pzImageType = defineObjectType({
  type: 'pz-image',
  schema: pzImageSchema,
  toolbar: PZ_IMAGE_TOOLBAR,
  properties: PZ_IMAGE_PROPERTIES,
  defaults: pzImageDefaults,
  initialSize: {
    kind: 'canvas-width',
    percent: DEFAULT_SCALES.imageWidthPercentOfCanvas,
    stickerWidth: DEFAULT_SCALES.sticker,
  },
  instagram: [],
  migrations: [],
});
