import { z } from 'zod';
import { DEFAULT_SCALES } from '../constants';
import { assetSrc } from '../asset-src';
import { iconPath } from '../api/catalogue';
import { baseObjectShape, finite } from './base';
import { multiFillShape } from './multi-fill';
import { newObjectProps, propertyNamesOf, type NewObjectProps } from './properties';
import type { ToolbarId } from './toolbars';
import { defineObjectType } from './object-type';

/** The vector toolbar shows at most this many colour inputs, whatever the SVG holds (SPEC §2). */
export const MAX_VECTOR_COLOR_INPUTS = 7;
export const VECTOR_TYPES = ['vector', 'emoji'] as const;
export type VectorType = (typeof VECTOR_TYPES)[number];

export const pzVectorSchema = z.object({
  ...baseObjectShape,
  type: z.literal('pz-vector'),
  src: assetSrc,
  vector_type: z.enum(VECTOR_TYPES).default('vector'),
  ...multiFillShape,
  /** The scale it was first placed at, so layouts and resets can return to it. */
  initialScaleX: finite.positive().default(1),
  initialScaleY: finite.positive().default(1),
});

export type PzVector = z.infer<typeof pzVectorSchema>;

export const PZ_VECTOR_TOOLBAR: ToolbarId = 'vector';
export const PZ_VECTOR_PROPERTIES = propertyNamesOf(pzVectorSchema);

/** The shape a vector shows when none is given: an icon of the Shapes category, which the server always serves. */
export const DEFAULT_VECTOR_ICON = { set: 'mdi', name: 'circle' } as const;

/** A new vector or emoji, 150 px wide (SPEC §9); the editor rescales it once the SVG's size is known. */
export function pzVectorDefaults(): NewObjectProps<typeof pzVectorSchema> {
  return newObjectProps(pzVectorSchema, {
    type: 'pz-vector',
    width: DEFAULT_SCALES.vector,
    height: DEFAULT_SCALES.vector,
    src: iconPath(DEFAULT_VECTOR_ICON.set, DEFAULT_VECTOR_ICON.name),
  });
}

/** The pz-vector type as the object registry lists it. */
export const pzVectorType = defineObjectType({
  type: 'pz-vector',
  schema: pzVectorSchema,
  toolbar: PZ_VECTOR_TOOLBAR,
  properties: PZ_VECTOR_PROPERTIES,
  defaults: pzVectorDefaults,
  initialSize: { kind: 'width', width: DEFAULT_SCALES.vector },
  instagram: [],
  migrations: [],
});
