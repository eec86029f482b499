import { z } from 'zod';
import { baseObjectShape, cssColor } from '../objects/base';
import { defineObjectType } from '../objects/object-type';
import { newObjectProps, propertyNamesOf } from '../objects/properties';

/**
 * An object type that exists only in tests: a coloured box, registered beside the built-in types through the
 * public API as a new type's module would be (issue 25). The editor's shape and the web app's toolbar of the
 * same type are in `@lienzo/editor/testing` and `apps/web/src/test/testBadge.tsx`.
 */
export const testBadgeSchema = z.object({
  ...baseObjectShape,
  type: z.literal('test-badge'),
  color: cssColor.default('#FF0000'),
});
export type TestBadge = z.infer<typeof testBadgeSchema>;

export const testBadgeType = defineObjectType({
  type: 'test-badge',
  schema: testBadgeSchema,
  toolbar: 'test-badge',
  properties: propertyNamesOf(testBadgeSchema),
  defaults: () => newObjectProps(testBadgeSchema, { type: 'test-badge', width: 80, height: 60 }),
  initialSize: { kind: 'natural' },
  instagram: [],
  migrations: [],
});
