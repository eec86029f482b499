import {
  createObject,
  getFtextShape,
  initialScaleFor,
  nextAlignment,
  nextSpacing,
  pzButtonDefaults,
  stickerExistsCode,
  type DesignObject,
  type FtextAlignment,
  type FtextSpacing,
  type InstagramStickerType,
  type PzFtext,
} from '@lienzo/core';
import { newObjectId } from '../ids';
import type { PlacementOptions } from '../placement/freeSpot';
import type { DocumentStore } from '../store/DocumentStore';
import type { ObjectPatch } from '../store/transaction';
import { fitObject, fittedPatch } from './fitObject';
import { StickerExistsError } from './instagram/StickerExistsError';
import { STICKER_OBJECT_TYPES, type StickerProps } from './instagram/stickerRecords';
import type { CharacterStyle } from './text-style/characterStyles';
import { loadFontFace } from './text-style/loadFontFace';
import { textStylePatch, type TextSelection } from './text-style/textStylePatch';

/** What these commands need from the engine. */
export interface FittedObjectContext {
  readonly store: DocumentStore;
  /** Where a new object of this (scaled) size goes: clear of the others, a sticker clear of story bars. */
  freeSpotFor(width: number, height: number, options?: PlacementOptions): { left: number; top: number };
  /** The characters selected in object `id` while it is edited in the canvas, else null. */
  editingSelection(id: string): TextSelection | null;
}

export type FancyTextPatch = Partial<Omit<PzFtext, 'id' | 'type'>>;

const STICKER_TYPES = new Set<string>(Object.values(STICKER_OBJECT_TYPES));

function requireObject(context: FittedObjectContext, id: string, types?: ReadonlySet<string>): DesignObject {
  const object = context.store.getObject(id);
  if (!object) throw new RangeError(`No object with id "${id}"`);
  if (types && !types.has(object.type)) throw new RangeError(`Object "${id}" is a ${object.type}`);
  return object;
}

function addPlaced(
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
function updateFitted(
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

const FANCY = new Set(['pz-ftext']);

export function addFancyText(context: FittedObjectContext, text: string, shapeId?: string): string {
  if (shapeId !== undefined && !getFtextShape(shapeId))
    throw new RangeError(`No fancy-text shape "${shapeId}"`);
  const record = createObject('pz-ftext', {
    id: newObjectId(),
    left: 0,
    top: 0,
    text,
    ...(shapeId === undefined ? {} : { shapeId }),
  });
  return addPlaced(context, fitObject(record), 'add-fancy-text');
}

export function updateFancyText(context: FittedObjectContext, id: string, patch: FancyTextPatch): void {
  updateFitted(context, requireObject(context, id, FANCY), patch as ObjectPatch, 'fancy-text', true);
}

export function cycleFancySpacing(context: FittedObjectContext, id: string): FtextSpacing {
  const object = requireObject(context, id, FANCY) as PzFtext;
  const spacing = nextSpacing(object.spacing);
  updateFitted(context, object, { spacing }, 'fancy-text-spacing', false);
  return spacing;
}

export function cycleFancyAlignment(context: FittedObjectContext, id: string): FtextAlignment {
  const object = requireObject(context, id, FANCY) as PzFtext;
  const textAlign = nextAlignment(object.textAlign);
  updateFitted(context, object, { textAlign }, 'fancy-text-alignment', false);
  return textAlign;
}

/** The fancy-text toolbar's wrapping button: lines break at `maxCharsPerLine` characters, or not at all. */
export function toggleFancyWrapping(context: FittedObjectContext, id: string): boolean {
  const object = requireObject(context, id, FANCY) as PzFtext;
  const wrapping = !object.wrapping;
  updateFitted(context, object, { wrapping }, 'fancy-text-wrapping', false);
  return wrapping;
}

export function addSticker<Kind extends InstagramStickerType>(
  context: FittedObjectContext,
  kind: Kind,
  props: StickerProps<Kind>,
): string {
  const exists = stickerExistsCode(context.store.document.objects, kind);
  if (exists) throw new StickerExistsError(exists);
  const type = STICKER_OBJECT_TYPES[kind];
  const defaults = type === 'pz-button' ? pzButtonDefaults(kind as 'HASHTAG' | 'LOCATION' | 'MENTION') : {};
  const init = { ...defaults, ...props, id: newObjectId(), left: 0, top: 0 };
  const record = fitObject(createObject(type, init as never) as DesignObject);
  // Polls start at 0.15, questions and sliders at 0.17, buttons at their natural size (SPEC §9).
  const scale = initialScaleFor(type, record.width, context.store.document.layout.width);
  const scaled = { ...record, scaleX: props.scaleX ?? scale, scaleY: props.scaleY ?? scale };
  return addPlaced(context, scaled, `add-${type}`, { sticker: true });
}

export function updateSticker(context: FittedObjectContext, id: string, patch: ObjectPatch): void {
  updateFitted(context, requireObject(context, id, STICKER_TYPES), patch, 'sticker', true);
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
  const object = requireObject(context, id);
  if (style.fontFamily !== undefined) {
    const current = object as Partial<Record<'fontWeight' | 'fontStyle', string | number>>;
    await loadFontFace(style.fontFamily, {
      weight: style.fontWeight ?? current.fontWeight ?? 'normal',
      style: style.fontStyle ?? String(current.fontStyle ?? 'normal'),
    });
  }
  const patch = textStylePatch(requireObject(context, id), style, selection);
  const mergeKey = `text-style:${id}:${Object.keys(style).sort().join(',')}`;
  context.store.transact({ label: 'text-style', undoable: true, mergeKey }, (draft) =>
    draft.updateObject(id, patch),
  );
}
