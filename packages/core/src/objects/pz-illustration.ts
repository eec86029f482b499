import { z } from 'zod';
import { DEFAULT_SCALES } from '../constants';
import { assetSrc } from '../asset-src';
import { iconPath } from '../api/catalogue';
import { baseObjectShape } from './base';
import { multiFillShape } from './multi-fill';
import { newObjectProps, propertyNamesOf, type NewObjectProps } from './properties';
import type { ToolbarId } from './toolbars';
import { defineObjectType } from './object-type';

export const pzIllustrationSchema = z.object({
  ...baseObjectShape,
  type: z.literal('pz-illustration'),
  src: assetSrc,
  ...multiFillShape,
});

export type PzIllustration = z.infer<typeof pzIllustrationSchema>;

export const PZ_ILLUSTRATION_TOOLBAR: ToolbarId = 'illustration';
export const PZ_ILLUSTRATION_PROPERTIES = propertyNamesOf(pzIllustrationSchema);

/**
 * The picture an illustration shows when none is given: an icon the server always serves, so a record made
 * from the defaults alone never points at a missing file.
 */
export const DEFAULT_ILLUSTRATION_ICON = { set: 'fluent-emoji-flat', name: 'artist-palette' } as const;

/** A new illustration, 100 px wide (SPEC §9). */
export function pzIllustrationDefaults(): NewObjectProps<typeof pzIllustrationSchema> {
  return newObjectProps(pzIllustrationSchema, {
    type: 'pz-illustration',
    width: DEFAULT_SCALES.illustration,
    height: DEFAULT_SCALES.illustration,
    src: iconPath(DEFAULT_ILLUSTRATION_ICON.set, DEFAULT_ILLUSTRATION_ICON.name),
  });
}

/** The pz-illustration type as the object registry lists it. */
export const pzIllustrationType = defineObjectType({
  type: 'pz-illustration',
  schema: pzIllustrationSchema,
  toolbar: PZ_ILLUSTRATION_TOOLBAR,
  properties: PZ_ILLUSTRATION_PROPERTIES,
  defaults: pzIllustrationDefaults,
  initialSize: { kind: 'width', width: DEFAULT_SCALES.illustration },
  instagram: [],
  migrations: [],
});
