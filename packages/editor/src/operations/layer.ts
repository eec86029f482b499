import { CANVAS, membersOfGroup, outermostGroupOf, round2, type DesignObject } from '@lienzo/core';
import { centreOf, topLeftFor } from '../geometry/box';
import { newObjectId } from '../ids';
import { applyOrder, groupPivotOf, regroupCopies, stackBlocks } from './groups';
import type { TransactionDraft } from '../store/transaction';

/**
 * Layer operations of SPEC §2 "Layer" as transaction recipes over any object type: they only touch the
 * geometry every record has, so new object types get them for free.
 */

function selectedObjects(draft: TransactionDraft): DesignObject[] {
  const ids = new Set(draft.selection);
  return draft.document.objects.filter((object) => ids.has(object.id));
}

/** The selected objects that may move or go: a locked layer stays where it is until it is unlocked. */
function unlockedSelected(draft: TransactionDraft): DesignObject[] {
  return selectedObjects(draft).filter((object) => !object.locked);
}

/**
 * Flips each selected object in place; the members of a group are mirrored across the group's centre
 * line as well, so the group flips as one picture.
 */
export function flip(draft: TransactionDraft, axis: 'horizontal' | 'vertical'): void {
  const { objects } = draft.document;
  for (const object of unlockedSelected(draft)) {
    const mirrored = axis === 'horizontal' ? { flipX: !object.flipX } : { flipY: !object.flipY };
    const pivot = groupPivotOf(objects, object);
    if (!pivot) {
      draft.updateObject(object.id, mirrored);
      continue;
    }
    // A mirror turns the other way: the mirrored angle is the negated one.
    const angle = round2((360 - object.angle) % 360);
    const centre = centreOf(object);
    const moved =
      axis === 'horizontal'
        ? { x: 2 * pivot.x - centre.x, y: centre.y }
        : { x: centre.x, y: 2 * pivot.y - centre.y };
    const { left, top } = topLeftFor(moved, { ...object, angle });
    draft.updateObject(object.id, { ...mirrored, angle, left: round2(left), top: round2(top) });
  }
}

/**
 * Turns each selected object one rotate step (45°) about its centre, or a group's members about the
 * group's centre; 360° wraps to 0.
 */
export function rotateStep(draft: TransactionDraft): void {
  const { objects } = draft.document;
  const radians = (CANVAS.rotateStep * Math.PI) / 180;
  for (const object of unlockedSelected(draft)) {
    const angle = round2((object.angle + CANVAS.rotateStep) % 360);
    const centre = centreOf(object);
    const pivot = groupPivotOf(objects, object) ?? centre;
    const [dx, dy] = [centre.x - pivot.x, centre.y - pivot.y];
    const turned = {
      x: pivot.x + dx * Math.cos(radians) - dy * Math.sin(radians),
      y: pivot.y + dx * Math.sin(radians) + dy * Math.cos(radians),
    };
    const { left, top } = topLeftFor(turned, { ...object, angle });
    draft.updateObject(object.id, { angle, left: round2(left), top: round2(top) });
  }
}

export function nudge(draft: TransactionDraft, dx: number, dy: number): void {
  for (const object of unlockedSelected(draft)) {
    draft.updateObject(object.id, { left: round2(object.left + dx), top: round2(object.top + dy) });
  }
}

export function removeSelected(draft: TransactionDraft): void {
  for (const object of unlockedSelected(draft)) draft.removeObject(object.id);
}

/**
 * Copies of the selected objects, the clone offset (40 px) down and right, each just above its original;
 * the copies of a group are one new group, stacked together just above the original group.
 */
export function duplicateSelected(draft: TransactionDraft): string[] {
  const { objects } = draft.document;
  const selected = selectedObjects(draft);
  const copies = regroupCopies(
    selected.map((object) => ({
      ...structuredClone(object),
      id: newObjectId(),
      left: round2(object.left + CANVAS.cloneOffset),
      top: round2(object.top + CANVAS.cloneOffset),
    })),
    newObjectId,
  );
  // A copy goes above its original, or above the topmost member of the original's group.
  const above = new Map<string, DesignObject[]>();
  selected.forEach((object, index) => {
    const groupId = outermostGroupOf(object);
    const anchor = groupId === null ? object.id : (membersOfGroup(objects, groupId).at(-1) ?? object.id);
    above.set(anchor, [...(above.get(anchor) ?? []), copies[index]!]);
  });
  const order = objects.flatMap((object) => [object, ...(above.get(object.id) ?? [])]);
  order.forEach((object, index) => {
    if (copies.includes(object)) draft.addObject(object, index);
  });
  draft.select(copies.map((copy) => copy.id));
  return copies.map((copy) => copy.id);
}

export type Restack = 'forward' | 'backward' | 'front' | 'back';

/**
 * Whether restacking the selection `up` (forward, to the front) or down would change the order: some
 * object not selected lies above (below) a selected one. Objects are listed bottom first.
 */
export function canRestack(
  objects: readonly DesignObject[],
  selection: readonly string[],
  up: boolean,
): boolean {
  const selected = new Set(selection);
  const order = up ? objects : [...objects].reverse();
  const first = order.findIndex((object) => selected.has(object.id));
  return first !== -1 && order.slice(first + 1).some((object) => !selected.has(object.id));
}

/** Changes the stacking order of the selected objects; they keep their order among themselves. */
export function restack(draft: TransactionDraft, direction: Restack): void {
  const selected = new Set(draft.selection);
  const count = draft.document.objects.length;
  switch (direction) {
    case 'forward':
    case 'backward': {
      // A group moves as one block, and steps over a whole neighbouring group, never into it.
      const blocks = stackBlocks(draft.document.objects);
      const isSelectedBlock = (block: DesignObject[] | undefined) =>
        block !== undefined && block.some((object) => selected.has(object.id));
      const step = direction === 'forward' ? 1 : -1;
      const start = direction === 'forward' ? blocks.length - 2 : 1;
      for (let index = start; index >= 0 && index < blocks.length; index -= step) {
        if (isSelectedBlock(blocks[index]) && !isSelectedBlock(blocks[index + step])) {
          [blocks[index], blocks[index + step]] = [blocks[index + step]!, blocks[index]!];
        }
      }
      applyOrder(
        draft,
        blocks.flat().map((object) => object.id),
      );
      break;
    }
    case 'front':
      for (const id of [...draft.selection]) draft.moveObject(id, count - 1);
      break;
    case 'back':
      for (const id of [...draft.selection].reverse()) draft.moveObject(id, 0);
      break;
  }
}
