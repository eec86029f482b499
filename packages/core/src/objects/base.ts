import { z } from 'zod';
import { FIELD_LIMITS } from '../limits';
import { ANIMATION_EFFECTS } from '../constants';
import { cssColor } from '../colour';
import { groupIdsSchema } from './groups';

const finite = z.number().finite();

/** Geometry and animation fields that every object record carries (DESIGN.md §3). */
export const baseObjectShape = {
  id: z.string().min(1).max(FIELD_LIMITS.objectId),
  left: finite,
  top: finite,
  width: finite.nonnegative(),
  height: finite.nonnegative(),
  scaleX: finite.positive().default(1),
  scaleY: finite.positive().default(1),
  angle: finite.default(0),
  flipX: z.boolean().default(false),
  flipY: z.boolean().default(false),
  opacity: finite.min(0).max(1).default(1),
  animationStart: finite.nonnegative().default(0),
  animationEnd: finite.nonnegative().nullable().default(null),
  animationDuration: finite.nonnegative().nullable().default(null),
  animationEffect: z.enum(ANIMATION_EFFECTS).default('fade'),
  groupIds: groupIdsSchema,
  /**
   * Layers panel state (issue 21). Absent means false / a name from the content, so documents written before
   * these existed stay exactly as they were. A locked object is not picked or moved on the canvas; a hidden one
   * is neither drawn nor exported.
   */
  locked: z.boolean().optional(),
  hidden: z.boolean().optional(),
  name: z.string().max(FIELD_LIMITS.layerName).optional(),
};

export { cssColor, finite };
