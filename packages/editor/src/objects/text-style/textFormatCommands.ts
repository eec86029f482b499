import {
  changeTextCase,
  describeIssues,
  FTEXT_ALIGNMENTS,
  pzTextSchema,
  type PzFtext,
  type PzText,
  type TextCase,
  type TextListStyle,
} from '@lienzo/core';
import { measureTextRecord } from '../pz-text/textbox';
import type { ObjectPatch } from '../../store/transaction';
import { fittedPatch } from '../fitObject';
import type { FittedObjectContext } from '../fittedObjectCommands';
import { FontLoadError, loadFontFace } from './loadFontFace';
import { textFormatState, toggledFormatStyle, type TextFormat, type TextFormatState } from './textFormat';
import { textStylePatch } from './textStylePatch';

export type TextAlign = PzText['textAlign'];

function requireText(context: FittedObjectContext, id: string): PzText | PzFtext {
  const object = context.store.getObject(id);
  if (!object) throw new RangeError(`No object with id "${id}"`);
  if (object.type !== 'pz-text' && object.type !== 'pz-ftext')
    throw new RangeError(`Object "${id}" is a ${object.type}, not a text`);
  return object;
}

function requirePzText(context: FittedObjectContext, id: string): PzText {
  const object = requireText(context, id);
  if (object.type !== 'pz-text') throw new RangeError(`A ${object.type} has no text formats`);
  return object;
}

/** A pz-text patch checked against the schema, with the height the text now needs. */
function measuredTextPatch(text: PzText, patch: Partial<PzText>): ObjectPatch {
  const parsed = pzTextSchema.safeParse({ ...text, ...patch });
  if (!parsed.success) throw new RangeError(describeIssues(parsed.error));
  return { ...patch, height: measureTextRecord(parsed.data) } as ObjectPatch;
}

function commit(context: FittedObjectContext, id: string, label: string, patch: ObjectPatch): void {
  // Each toggle is its own undo step: two presses of Ctrl+B must not merge into nothing.
  context.store.transact({ label, undoable: true }, (draft) => draft.updateObject(id, patch));
}

/** Bold, italic, underline or strikethrough of the selected characters while editing, else the layer. */
export function textFormatOf(context: FittedObjectContext, id: string): TextFormatState {
  return textFormatState(requirePzText(context, id), context.editingSelection(id));
}

/**
 * Turns a format on for the selected characters while editing (off when all of them have it), else for
 * the whole layer, dropping the per-character overrides of it (SPEC §4). A bold or italic face is loaded
 * first so the text is measured with it; a family without that face is drawn synthesised by the browser.
 */
export async function toggleTextFormat(context: FittedObjectContext, id: string, format: TextFormat) {
  const selection = context.editingSelection(id);
  const before = requirePzText(context, id);
  const style = toggledFormatStyle(format, textFormatState(before, selection)[format]);
  if (style.fontWeight !== undefined || style.fontStyle !== undefined) {
    await loadFontFace(before.fontFamily, {
      weight: style.fontWeight ?? before.fontWeight,
      style: style.fontStyle ?? before.fontStyle,
    }).catch((error: unknown) => {
      if (!(error instanceof FontLoadError)) throw error;
    });
  }
  const text = requirePzText(context, id);
  commit(context, id, `text-${format}`, textStylePatch(text, style, selection));
}

/** Aligns the paragraphs of a text (a fancy text takes left, centre and right). */
export function setTextAlign(context: FittedObjectContext, id: string, textAlign: TextAlign): void {
  const object = requireText(context, id);
  if (object.type === 'pz-ftext') {
    if (!(FTEXT_ALIGNMENTS as readonly string[]).includes(textAlign))
      throw new RangeError(`A fancy text cannot be aligned "${textAlign}"`);
    commit(context, id, 'text-align', fittedPatch(object, { textAlign } as ObjectPatch));
    return;
  }
  if (object.type !== 'pz-text') return;
  commit(context, id, 'text-align', measuredTextPatch(object, { textAlign }));
}

/** Upper, lower or title case for the selected characters while editing, else the whole text. */
export function changeCase(context: FittedObjectContext, id: string, to: TextCase): void {
  const selection = context.editingSelection(id);
  const object = requireText(context, id);
  const graphemes = Array.from(object.text);
  const [start, end] =
    selection && selection.end > selection.start ? [selection.start, selection.end] : [0, graphemes.length];
  const changed = changeTextCase(graphemes.slice(start, end).join(''), to);
  const text = [...graphemes.slice(0, start), changed, ...graphemes.slice(end)].join('');
  if (text === object.text) return;
  const patch =
    object.type === 'pz-text'
      ? measuredTextPatch(object, { text })
      : fittedPatch(object, { text } as ObjectPatch);
  commit(context, id, `text-case-${to}`, patch);
}

/** Makes a text a bulleted or numbered list, or a plain text again when it already is that list. */
export function toggleTextList(context: FittedObjectContext, id: string, listStyle: TextListStyle): void {
  const text = requirePzText(context, id);
  const next: TextListStyle = text.listStyle === listStyle ? 'none' : listStyle;
  commit(context, id, `text-list-${listStyle}`, measuredTextPatch(text, { listStyle: next }));
}
