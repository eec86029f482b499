import { z } from 'zod';
import { DEFAULT_SCALES } from '../constants';
import { assetSrc } from '../asset-src';
import { baseObjectShape } from './base';
import { multiFillShape } from './multi-fill';
import { newObjectProps, propertyNamesOf, type NewObjectProps } from './properties';
import type { ToolbarId } from './toolbars';

export const pzIllustrationSchema = z.object({
  ...baseObjectShape,
  type: z.literal('pz-illustration'),
  src: assetSrc,
  ...multiFillShape,
});

export type PzIllustration = z.infer<typeof pzIllustrationSchema>;

export const PZ_ILLUSTRATION_TOOLBAR: ToolbarId = 'illustration';
export const PZ_ILLUSTRATION_PROPERTIES = propertyNamesOf(pzIllustrationSchema);

/** A new illustration, 100 px wide (SPEC §9). */
export function pzIllustrationDefaults(): NewObjectProps<typeof pzIllustrationSchema> {
  return newObjectProps(pzIllustrationSchema, {
    type: 'pz-illustration',
    width: DEFAULT_SCALES.illustration,
    height: DEFAULT_SCALES.illustration,
    src: '/illustrations/placeholder.svg',
  });
}
