import { z } from 'zod';
import { pzTextSchema } from './pz-text';
import { pzFtextSchema } from './pz-ftext';
import { pzVectorSchema } from './pz-vector';
import { pzImageSchema } from './pz-image';
import { pzIllustrationSchema } from './pz-illustration';
import { pzButtonSchema } from './pz-button';
import { pzPollSchema } from './pz-poll';
import { pzQuestionSchema } from './pz-question';
import { pzSliderSchema } from './pz-slider';

/** Every object type a document can hold, discriminated by `type` (SPEC §3 Layer settings). */
export const designObjectSchema = z.discriminatedUnion('type', [
  pzTextSchema,
  pzFtextSchema,
  pzVectorSchema,
  pzImageSchema,
  pzIllustrationSchema,
  pzButtonSchema,
  pzPollSchema,
  pzQuestionSchema,
  pzSliderSchema,
]);
export type DesignObject = z.infer<typeof designObjectSchema>;
export type DesignObjectType = DesignObject['type'];
export type DesignObjectOf<Type extends DesignObjectType> = Extract<DesignObject, { type: Type }>;
export const OBJECT_TYPES = designObjectSchema.options.map((option) => option.shape.type.value);

export * from './groups';
export * from './layer-name';
export * from './toolbars';
export * from './properties';
export * from './instagram';
export * from './multi-fill';
export * from './ftext-shapes';
export * from './pz-text';
export * from './text-formatting';
export * from './text-effects';
export * from './pz-ftext';
export * from './pz-vector';
export * from './pz-image';
export * from './pz-illustration';
export * from './pz-button';
export * from './pz-poll';
export * from './pz-question';
export * from './pz-slider';
export * from './registry';
export * from './instagram-sticker';
export * from './instagram-rules';
export * from './instagram-validation';
export * from './object-box';
export * from './story-safe-zones';
