import { changedAnimation, round2, type AnimationChange, type DesignObject } from '@lienzo/core';
import { centreOf, topLeftFor } from '../geometry/box';
import type { CharacterStyle } from '../objects/text-style/characterStyles';
import { textStylePatch } from '../objects/text-style/textStylePatch';
import type { TransactionDraft } from '../store/transaction';

/**
 * Edits of everything selected at once (several objects, SPEC §2 group toolbar): each recipe changes what
 * the objects share and leaves alone an object that has no such property.
 */

/** The object types a text style (colour, font, size) applies to, as a whole layer. */
const TEXT_STYLED: ReadonlySet<DesignObject['type']> = new Set(['pz-text', 'pz-ftext', 'pz-button']);

export function takesTextStyle(object: DesignObject): boolean {
  return TEXT_STYLED.has(object.type);
}

function selectedObjects(draft: TransactionDraft): DesignObject[] {
  const ids = new Set(draft.selection);
  return draft.document.objects.filter((object) => ids.has(object.id));
}

/** Styles every selected text, fancy text and button as a whole (per-character overrides of it dropped). */
export function styleSelectedTexts(draft: TransactionDraft, style: CharacterStyle): void {
  const patches = selectedObjects(draft)
    .filter(takesTextStyle)
    .map((object) => ({ id: object.id, patch: textStylePatch(object, style, null) }));
  for (const { id, patch } of patches) draft.updateObject(id, patch);
}

export function setSelectedOpacity(draft: TransactionDraft, opacity: number): void {
  const checked = round2(Math.min(1, Math.max(0, opacity)));
  for (const object of selectedObjects(draft)) draft.updateObject(object.id, { opacity: checked });
}

/** Turns each selected object to `angle` degrees about its own centre. */
export function setSelectedAngle(draft: TransactionDraft, angle: number): void {
  const turned = round2(((angle % 360) + 360) % 360);
  for (const object of selectedObjects(draft)) {
    const { left, top } = topLeftFor(centreOf(object), { ...object, angle: turned });
    draft.updateObject(object.id, { angle: turned, left: round2(left), top: round2(top) });
  }
}

/** Gives every selected object the same animation change, checked against the timeline as one object's is. */
export function animateSelected(draft: TransactionDraft, change: AnimationChange): void {
  const duration = draft.document.timeline.duration;
  // Every change is checked before any is made: a refused one leaves every object as it was.
  const next = selectedObjects(draft).map((object) => ({
    id: object.id,
    patch: changedAnimation(object, change, duration),
  }));
  for (const { id, patch } of next) draft.updateObject(id, patch);
}
