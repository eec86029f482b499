import { MAX_GROUP_DEPTH, membersOfGroup, outermostGroupOf, type DesignObject } from '@lienzo/core';
import { centreOf, type Point } from '../geometry/box';
import type { TransactionDraft } from '../store/transaction';

/**
 * Groups the Excalidraw way: the document stays a flat list and each object lists the groups it is in
 * (`groupIds`, outermost first). A group acts as one thing: selecting any member selects all of it, so
 * every layer operation on the selection acts on whole groups.
 */

export interface GroupInfo {
  /** The outermost group, the one a click selects. */
  groupId: string;
  /** Every object in it, bottom to top. */
  memberIds: string[];
}

/** The outermost group object `id` is in, with its members; null when it is in none. */
export function groupOf(objects: readonly DesignObject[], id: string): GroupInfo | null {
  const object = objects.find((candidate) => candidate.id === id);
  const groupId = object ? outermostGroupOf(object) : null;
  return groupId === null ? null : { groupId, memberIds: membersOfGroup(objects, groupId) };
}

/** `ids` plus every other member of their outermost groups, in stacking order. */
export function withWholeGroups(objects: readonly DesignObject[], ids: readonly string[]): string[] {
  const wanted = new Set(ids);
  const groups = new Set(
    objects.flatMap((object) => {
      const groupId = wanted.has(object.id) ? outermostGroupOf(object) : null;
      return groupId === null ? [] : [groupId];
    }),
  );
  return objects
    .filter((object) => wanted.has(object.id) || groups.has(outermostGroupOf(object) ?? ''))
    .map((object) => object.id);
}

/**
 * The selection after the canvas picked `picked` (a click, a shift-click, a drag box): a group touched
 * is selected whole, except a whole group that lost a member, which a shift-click took out entirely.
 */
export function selectionWithGroups(
  objects: readonly DesignObject[],
  picked: readonly string[],
  previous: readonly string[],
): string[] {
  const pickedSet = new Set(picked);
  const before = new Set(previous);
  const dropped = new Set<string>();
  const checked = new Set<string>();
  for (const object of objects) {
    const groupId = pickedSet.has(object.id) ? null : outermostGroupOf(object);
    if (groupId === null || checked.has(groupId) || !before.has(object.id)) continue;
    checked.add(groupId);
    const members = membersOfGroup(objects, groupId);
    if (members.every((id) => before.has(id))) dropped.add(groupId);
  }
  const kept = objects
    .filter((object) => pickedSet.has(object.id) && !dropped.has(outermostGroupOf(object) ?? ''))
    .map((object) => object.id);
  return withWholeGroups(objects, kept);
}

/**
 * Why the selection cannot be made one group, or null when it can: fewer than two objects, a group nested
 * as deep as groups go, or objects that already are exactly one group. The key names its reason (issue 24).
 */
export function groupRefusal(
  objects: readonly DesignObject[],
  selection: readonly string[],
): 'group_two' | 'group_depth' | 'already_group' | null {
  if (selection.length < 2) return 'group_two';
  const ids = new Set(selection);
  const selected = objects.filter((object) => ids.has(object.id));
  if (selected.some((object) => (object.groupIds?.length ?? 0) >= MAX_GROUP_DEPTH)) return 'group_depth';
  const outer = new Set(selected.map((object) => outermostGroupOf(object)));
  const [only] = outer;
  const oneGroup =
    outer.size === 1 && only != null && membersOfGroup(objects, only).length === selection.length;
  return oneGroup ? 'already_group' : null;
}

/** Whether the selection can become a group: two or more objects, not already exactly one group. */
export function canGroup(objects: readonly DesignObject[], selection: readonly string[]): boolean {
  return groupRefusal(objects, selection) === null;
}

/**
 * Makes the selected objects one group with id `groupId`, outside any group they were in, and stacks
 * them together just below the topmost of them, keeping their order.
 */
export function groupSelected(draft: TransactionDraft, groupId: string): void {
  const selected = new Set(draft.selection);
  const { objects } = draft.document;
  const top = objects.findLastIndex((object) => selected.has(object.id));
  const order = [
    ...objects.slice(0, top + 1).filter((object) => !selected.has(object.id)),
    ...objects.filter((object) => selected.has(object.id)),
    ...objects.slice(top + 1),
  ];
  applyOrder(
    draft,
    order.map((object) => object.id),
  );
  for (const object of order) {
    if (selected.has(object.id)) {
      draft.updateObject(object.id, { groupIds: [groupId, ...(object.groupIds ?? [])] });
    }
  }
}

/** Takes the selected objects out of their outermost group; an object left in none loses the field. */
export function ungroupSelected(draft: TransactionDraft): void {
  const selected = new Set(draft.selection);
  for (const object of draft.document.objects) {
    if (!selected.has(object.id) || !object.groupIds?.length) continue;
    const rest = object.groupIds.slice(1);
    draft.setObjectFields(object.id, { groupIds: rest.length > 0 ? rest : undefined });
  }
}

/** Copies of `objects` get new group ids, the same new id for the same old one. */
export function regroupCopies(objects: readonly DesignObject[], newId: () => string): DesignObject[] {
  const renamed = new Map<string, string>();
  const rename = (groupId: string) => {
    let fresh = renamed.get(groupId);
    if (fresh === undefined) {
      fresh = newId();
      renamed.set(groupId, fresh);
    }
    return fresh;
  };
  return objects.map((object) =>
    object.groupIds ? { ...object, groupIds: object.groupIds.map(rename) } : object,
  );
}

/**
 * Runs of neighbours in the stack that move together: the members of one outermost group next to
 * each other, or a single object in no group.
 */
export function stackBlocks(objects: readonly DesignObject[]): DesignObject[][] {
  const blocks: DesignObject[][] = [];
  for (const object of objects) {
    const last = blocks.at(-1);
    const groupId = outermostGroupOf(object);
    if (last && groupId !== null && outermostGroupOf(last[0]!) === groupId) last.push(object);
    else blocks.push([object]);
  }
  return blocks;
}

/** Moves objects, one change each, until the stack is in `order` (every id of the document). */
export function applyOrder(draft: TransactionDraft, order: readonly string[]): void {
  order.forEach((id, index) => {
    if (draft.document.objects[index]?.id !== id) draft.moveObject(id, index);
  });
}

/** The centre of the box around every corner of these objects, as they are turned. */
function centreOfAll(objects: readonly DesignObject[]): Point {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const object of objects) {
    const centre = centreOf(object);
    const radians = (object.angle * Math.PI) / 180;
    const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
    const halfWidth = (object.width * object.scaleX) / 2;
    const halfHeight = (object.height * object.scaleY) / 2;
    for (const [x, y] of [
      [-halfWidth, -halfHeight],
      [halfWidth, -halfHeight],
      [halfWidth, halfHeight],
      [-halfWidth, halfHeight],
    ] as const) {
      xs.push(centre.x + x * cos - y * sin);
      ys.push(centre.y + x * sin + y * cos);
    }
  }
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
}

/**
 * The point a flip or a rotate step turns object `object` about: the centre of its outermost group,
 * so a group turns as one picture, or null for an object in no group (it turns about its own centre).
 */
export function groupPivotOf(objects: readonly DesignObject[], object: DesignObject): Point | null {
  const groupId = outermostGroupOf(object);
  if (groupId === null) return null;
  return centreOfAll(objects.filter((candidate) => outermostGroupOf(candidate) === groupId));
}
