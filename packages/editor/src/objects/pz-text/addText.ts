import { pzTextSchema, round2, textRoleProps, type PzText, type TextRole } from '@lienzo/core';
import { newObjectId } from '../../ids';
import { placeNew } from '../../placement/freeSpot';
import { textColourForBrightness } from '../../placement/readableColour';
import type { InsertContext } from '../InsertContext';

/** Share of the canvas width a new text may take before it wraps. */
const NEW_TEXT_WIDTH = 0.8;

/** A preset text style of the text drawer, over the role's defaults. */
export type TextPresetStyle = Partial<
  Pick<
    PzText,
    | 'fontFamily'
    | 'fontWeight'
    | 'fontStyle'
    | 'fontSize'
    | 'fill'
    | 'charSpacing'
    | 'lineHeight'
    | 'textAlign'
  >
>;

/**
 * Adds a title, subtitle or body text with the drawer defaults (SPEC §9), where it covers nothing (or
 * cascaded) and selected, #1a1a1a or, on a dark background, white; `style` overrides them for a preset
 * text style (load its font first, so the text is measured in it).
 */
export function addText(
  context: InsertContext,
  role: TextRole,
  text: string,
  style: TextPresetStyle = {},
): string {
  const { store, view } = context;
  const { layout } = store.document;
  const unplaced = pzTextSchema.parse({
    id: newObjectId(),
    type: 'pz-text',
    text,
    ...textRoleProps(role),
    textAlign: 'center',
    ...style,
    left: 0,
    top: 0,
    width: 0,
    height: 0,
  });
  // A wide box, as in Canva: typing a longer line keeps it on one line instead of wrapping at once.
  const width = round2(layout.width * NEW_TEXT_WIDTH);
  const { height } = view.measureText(text, unplaced, width);
  const spot = placeNew({ width, height }, store.document);
  const fill = style.fill ?? textColourForBrightness(view.brightnessUnder({ ...spot, width, height }));
  const object = { ...unplaced, width, height, ...spot, fill };
  store.transact({ label: 'add-text', undoable: true }, (draft) => {
    draft.addObject(object);
    draft.select(object.id);
  });
  return object.id;
}
