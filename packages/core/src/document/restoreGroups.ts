import { MAX_GROUP_DEPTH, groupIdSchema } from '../objects/groups';

type Warn = (path: readonly (string | number)[], text: string) => void;

/**
 * The usable part of an object's raw `groupIds`, before the object itself is checked: ids that are not
 * short non-empty text or repeat an earlier one are dropped, and only the outermost
 * {@link MAX_GROUP_DEPTH} levels are kept. `undefined` when the object had none or none is left.
 */
export function restoreGroupIds(
  value: unknown,
  path: readonly (string | number)[],
  warn: Warn,
): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    warn(path, 'is not a list of group ids; removed it');
    return undefined;
  }
  const kept: string[] = [];
  value.forEach((id: unknown, index) => {
    if (!groupIdSchema.safeParse(id).success) {
      warn([...path, index], 'is not a usable group id; dropped it');
    } else if (kept.includes(id as string)) {
      warn([...path, index], 'repeats an earlier group id; dropped it');
    } else {
      kept.push(id as string);
    }
  });
  if (kept.length > MAX_GROUP_DEPTH) {
    warn(path, `nests ${kept.length} groups; kept the outermost ${MAX_GROUP_DEPTH}`);
    kept.length = MAX_GROUP_DEPTH;
  }
  return kept.length > 0 || value.length === 0 ? kept : undefined;
}

interface Grouped {
  groupIds?: string[] | undefined;
}

/**
 * Removes every group with a single member left (its other members were dropped): a group of one is
 * no group. An object whose last group goes keeps an empty list, so a document that had one keeps it.
 */
export function dropSingleMemberGroups(
  objects: readonly Grouped[],
  pathOf: (index: number) => readonly (string | number)[],
  warn: Warn,
): void {
  const counts = new Map<string, number>();
  for (const object of objects) {
    for (const id of object.groupIds ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  objects.forEach((object, index) => {
    const ids = object.groupIds;
    if (!ids?.some((id) => counts.get(id) === 1)) return;
    for (const id of ids) {
      if (counts.get(id) !== 1) continue;
      warn([...pathOf(index), 'groupIds'], `group ${JSON.stringify(id)} has only this object; removed it`);
    }
    object.groupIds = ids.filter((id) => counts.get(id) !== 1);
  });
}
