import type { DesignObject } from '@lienzo/core';
import type { PlacementOptions } from '../placement/freeSpot';
import type { DocumentStore } from '../store/DocumentStore';
import type { ObjectPatch } from '../store/transaction';
import { fittedPatch } from './fitObject';
import type { CharacterStyle } from './text-style/characterStyles';
import { loadFontFace } from './text-style/loadFontFace';
import { textStylePatch, type TextSelection } from './text-style/textStylePatch';

/**
 * Objects that fit their text (fancy texts and stickers, whose operations are in their folders) and text
 * styling: what they share. What these operations need from the engine:
 */
export interface FittedObjectContext {
  readonly store: DocumentStore;
  /** Where a new object of this (scaled) size goes: clear of the others, a sticker clear of story bars. */
  freeSpotFor(width: number, height: number, options?: PlacementOptions): { left: number; top: number };
  /** The characters selected in object `id` while it is edited in the canvas, else null. */
  editingSelection(id: string): TextSelection | null;
}

export function requireFitted(
  context: FittedObjectContext,
  id: string,
  types?: ReadonlySet<string>,
): DesignObject {
  const object = context.store.getObject(id);
  if (!object) throw new RangeError(`No object with id "${id}"`);
  if (types && !types.has(object.type)) throw new RangeError(`Object "${id}" is a ${object.type}`);
  return object;
}

export function addFitted(
  context: FittedObjectContext,
  object: DesignObject,
  label: string,
  options?: PlacementOptions,
): string {
  const spot = context.freeSpotFor(object.width * object.scaleX, object.height * object.scaleY, options);
  const placed = { ...object, ...spot };
  context.store.transact({ label, undoable: true }, (draft) => {
    draft.addObject(placed);
    draft.select(placed.id);
  });
  return placed.id;
}

/**
 * Applies a patch and refits the object to its text. `merge` makes consecutive edits of the same object
 * one undo step (typing in a panel field).
 */
export function updateFitted(
  context: FittedObjectContext,
  object: DesignObject,
  patch: ObjectPatch,
  label: string,
  merge: boolean,
) {
  const fitted = fittedPatch(object, patch);
  // Typing in one field merges; the next field edited is a step of its own.
  const mergeKey = merge ? `${label}:${object.id}:${Object.keys(patch).sort().join(',')}` : undefined;
  context.store.transact({ label, undoable: true, mergeKey }, (draft) =>
    draft.updateObject(object.id, fitted),
  );
}

/**
 * SPEC §4 text edits: the selected characters while editing, else the whole layer. A new font family is
 * loaded first; one that cannot be loaded rejects with a FontLoadError and changes nothing.
 */
export async function setTextStyle(
  context: FittedObjectContext,
  id: string,
  style: CharacterStyle,
): Promise<void> {
  // The selection at the time of the call, not after the font has arrived.
  const selection = context.editingSelection(id);
  const object = requireFitted(context, id);
  if (style.fontFamily !== undefined) {
    const current = object as Partial<Record<'fontWeight' | 'fontStyle', string | number>>;
    await loadFontFace(style.fontFamily, {
      weight: style.fontWeight ?? current.fontWeight ?? 'normal',
      style: style.fontStyle ?? String(current.fontStyle ?? 'normal'),
    });
  }
  const patch = textStylePatch(requireFitted(context, id), style, selection);
  const mergeKey = `text-style:${id}:${Object.keys(style).sort().join(',')}`;
  context.store.transact({ label: 'text-style', undoable: true, mergeKey }, (draft) =>
    draft.updateObject(id, patch),
  );
}
