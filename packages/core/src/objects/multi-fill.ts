import { z } from 'zod';
import { cssColor } from './base';

/** Colour overrides keyed by the index of the fill they replace in the SVG ("0", "1", …). */
export const colorsByTargetsSchema = z
  .record(z.string().regex(/^\d{1,3}$/, 'must be a colour index'), cssColor)
  .refine((colors) => Object.keys(colors).length <= 256, { message: 'too many colours' });

/** Fill fields shared by SVG-based objects (vectors and illustrations). */
export const multiFillShape = {
  /** One colour for the whole SVG, or null to keep its own colours. */
  fill: cssColor.nullable().default(null),
  fillCount: z.int().min(0).max(1000).default(1),
  colorsByTargets: colorsByTargetsSchema.default({}),
};
