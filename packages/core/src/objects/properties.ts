import type { z } from 'zod';

/** The serialised property names of an object schema, in declaration order (Fabric's explicit lists). */
export function propertyNamesOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return Object.freeze(Object.keys(schema.shape)) as readonly (keyof Shape & string)[];
}

export type NewObjectProps<Schema extends z.ZodType> = Omit<z.output<Schema>, 'id' | 'left' | 'top'>;

/** A new object's properties: the schema fills every default, callers place it and give it an id. */
export function newObjectProps<Schema extends z.ZodType>(
  schema: Schema,
  required: Record<string, unknown>,
): NewObjectProps<Schema> {
  const parsed = schema.parse({ id: 'new', left: 0, top: 0, ...required }) as Record<string, unknown>;
  const { id: _id, left: _left, top: _top, ...props } = parsed;
  return props as NewObjectProps<Schema>;
}
