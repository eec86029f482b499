import { z } from 'zod';
import { pzTextSchema } from './pz-text';

/** Every object type a document can hold, discriminated by `type` (SPEC §3 Layer settings). */
export const designObjectSchema = z.discriminatedUnion('type', [pzTextSchema]);
export type DesignObject = z.infer<typeof designObjectSchema>;
export type DesignObjectType = DesignObject['type'];
export const OBJECT_TYPES = designObjectSchema.options.map((option) => option.shape.type.value);

export * from './pz-text';
