import { FIELD_LIMITS, type DesignObject } from '@lienzo/core';
import type { TransactionDraft } from '../store/transaction';
import { withWholeGroups } from './groups';

export type LayerFlag = 'locked' | 'hidden';

/**
 * Sets `locked` or `hidden` on the objects and on the rest of their groups (a group is one layer); a false
 * value removes the field, so an unlocked layer is stored as it was before it was ever locked. A layer that
 * is hidden leaves the selection: what is not seen cannot be handled on the canvas.
 */
export function setLayerFlag(
  draft: TransactionDraft,
  ids: readonly string[],
  flag: LayerFlag,
  on: boolean,
): void {
  const whole = new Set(withWholeGroups(draft.document.objects, ids));
  for (const object of draft.document.objects) {
    if (!whole.has(object.id) || (object[flag] === true) === on) continue;
    draft.setObjectFields(object.id, { [flag]: on ? true : undefined });
  }
  if (flag === 'hidden' && on) draft.select(draft.selection.filter((id) => !whole.has(id)));
}

/** Whether any of the objects (or the rest of their groups) has the flag set to `on`. */
export function someHaveFlag(
  objects: readonly DesignObject[],
  ids: readonly string[],
  flag: LayerFlag,
  on: boolean,
): boolean {
  const whole = new Set(withWholeGroups(objects, ids));
  return objects.some((object) => whole.has(object.id) && (object[flag] === true) === on);
}

/**
 * Names a layer as the user typed it, trimmed, on one line and clipped to the limit; an empty name removes
 * it, so the panel names the layer from its content again.
 */
export function renameLayer(draft: TransactionDraft, id: string, name: string): void {
  const clean = [...name.replace(/\s+/g, ' ').trim()].slice(0, FIELD_LIMITS.layerName).join('');
  draft.setObjectFields(id, { name: clean === '' ? undefined : clean });
}
