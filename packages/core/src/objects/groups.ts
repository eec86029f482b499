import { z } from 'zod';
import { FIELD_LIMITS } from '../limits';

/** Deepest nesting of groups an object may be in. */
export const MAX_GROUP_DEPTH = 10;
export const MAX_GROUP_ID = FIELD_LIMITS.objectId;

export const groupIdSchema = z.string().min(1).max(MAX_GROUP_ID);

/**
 * The groups an object belongs to, outermost first and innermost last (Excalidraw's `groupIds`): a
 * group is the set of objects that share its id, so the document stays a flat list. Absent means none,
 * which keeps documents written before groups existed exactly as they were.
 */
export const groupIdsSchema = z
  .array(groupIdSchema)
  .max(MAX_GROUP_DEPTH)
  .refine((ids) => new Set(ids).size === ids.length, 'a group id may appear only once')
  .optional();

interface Grouped {
  id: string;
  groupIds?: readonly string[] | undefined;
}

/** The outermost group of an object, the one a click on it selects; null when it is in none. */
export function outermostGroupOf(object: Grouped): string | null {
  return object.groupIds?.[0] ?? null;
}

/** The ids of every object in group `groupId`, in stacking order. */
export function membersOfGroup(objects: readonly Grouped[], groupId: string): string[] {
  return objects.filter((object) => object.groupIds?.includes(groupId)).map((object) => object.id);
}
