import { CANVAS, round2, type DesignObject } from '@lienzo/core';
import { centreOf, topLeftFor } from '../geometry/box';
import { newObjectId } from '../ids';
import type { TransactionDraft } from '../store/transaction';

/**
 * Layer operations of SPEC §2 "Layer" as transaction recipes over any object type: they only touch the
 * geometry every record has, so new object types get them for free.
 */

function selectedObjects(draft: TransactionDraft): DesignObject[] {
  const ids = new Set(draft.selection);
  return draft.document.objects.filter((object) => ids.has(object.id));
}

export function flip(draft: TransactionDraft, axis: 'horizontal' | 'vertical'): void {
  for (const object of selectedObjects(draft)) {
    draft.updateObject(
      object.id,
      axis === 'horizontal' ? { flipX: !object.flipX } : { flipY: !object.flipY },
    );
  }
}

/** Turns each selected object one rotate step (45°) about its centre; 360° wraps to 0. */
export function rotateStep(draft: TransactionDraft): void {
  for (const object of selectedObjects(draft)) {
    const angle = round2((object.angle + CANVAS.rotateStep) % 360);
    const { left, top } = topLeftFor(centreOf(object), { ...object, angle });
    draft.updateObject(object.id, { angle, left: round2(left), top: round2(top) });
  }
}

export function nudge(draft: TransactionDraft, dx: number, dy: number): void {
  for (const object of selectedObjects(draft)) {
    draft.updateObject(object.id, { left: round2(object.left + dx), top: round2(object.top + dy) });
  }
}

export function removeSelected(draft: TransactionDraft): void {
  for (const object of selectedObjects(draft)) draft.removeObject(object.id);
}

/** Copies of the selected objects, the clone offset (40 px) down and right, each just above its original. */
export function duplicateSelected(draft: TransactionDraft): string[] {
  const copies: string[] = [];
  for (const object of selectedObjects(draft)) {
    const copy = {
      ...structuredClone(object),
      id: newObjectId(),
      left: round2(object.left + CANVAS.cloneOffset),
      top: round2(object.top + CANVAS.cloneOffset),
    };
    const index = draft.document.objects.findIndex((candidate) => candidate.id === object.id);
    draft.addObject(copy, index + 1);
    copies.push(copy.id);
  }
  draft.select(copies);
  return copies;
}

export type Restack = 'forward' | 'backward' | 'front' | 'back';

/** Changes the stacking order of the selected objects; they keep their order among themselves. */
export function restack(draft: TransactionDraft, direction: Restack): void {
  const selected = new Set(draft.selection);
  const isSelected = (index: number) => {
    const object = draft.document.objects[index];
    return object !== undefined && selected.has(object.id);
  };
  const idAt = (index: number) => draft.document.objects[index]!.id;
  const count = draft.document.objects.length;
  switch (direction) {
    case 'forward':
      // From the top down, each selected object steps over the unselected one above it.
      for (let index = count - 2; index >= 0; index--) {
        if (isSelected(index) && !isSelected(index + 1)) draft.moveObject(idAt(index), index + 1);
      }
      break;
    case 'backward':
      for (let index = 1; index < count; index++) {
        if (isSelected(index) && !isSelected(index - 1)) draft.moveObject(idAt(index), index - 1);
      }
      break;
    case 'front':
      for (const id of [...draft.selection]) draft.moveObject(id, count - 1);
      break;
    case 'back':
      for (const id of [...draft.selection].reverse()) draft.moveObject(id, 0);
      break;
  }
}
