import { z } from 'zod';
import { FIELD_LIMITS } from '../limits';

const finite = z.number().finite();
const dimension = z.number().int().positive().max(20_000);

/**
 * Where an object was placed by hand: its position and scale on a canvas `layoutWidth` × `layoutHeight`.
 * Every layout change reflows the object from this base instead of from its last reflowed place, so
 * changes never compound and going back to that canvas size gives the object back exactly.
 */
export const layoutBaseEntrySchema = z.object({
  id: z.string().min(1).max(FIELD_LIMITS.objectId),
  layoutWidth: dimension,
  layoutHeight: dimension,
  left: finite,
  top: finite,
  scaleX: finite.positive(),
  scaleY: finite.positive(),
});

/** One base per object, absent before the first layout change (and in documents made before it existed). */
export const layoutBaseSchema = z.array(layoutBaseEntrySchema).max(FIELD_LIMITS.objectsPerDesign);

export type LayoutBaseEntry = z.infer<typeof layoutBaseEntrySchema>;
