import { util, type Textbox } from 'fabric';
import { round2, textStyleRange, type PzText } from '@lienzo/core';
import type { ObjectPatch } from '../../store/transaction';
import { readGeometry } from '../../fabric/readGeometry';
import { ListTextbox } from './ListTextbox';
import { decorationFlags, fabricTextAlign, keepCaret } from './textFormatting';
import { applyRecordProps, INTERACTION, placeAtTopLeft, transformOf } from '../../fabric/placement';
import { effectPropsOf, sameEffectProp } from '../text-effects/effectProps';

type StoredStyles = Parameters<typeof util.stylesFromArray>[0];

type TextStyleKeys = Pick<
  PzText,
  | 'fontSize'
  | 'charSpacing'
  | 'lineHeight'
  | 'textAlign'
  | 'fill'
  | 'textBackgroundColor'
  | 'fontFamily'
  | 'fontWeight'
  | 'fontStyle'
>;

/** Text properties that decide how big the text is, without geometry. */
export function textStyleOf(record: TextStyleKeys & { textDecoration?: PzText['textDecoration'] }) {
  return {
    fontSize: record.fontSize,
    charSpacing: record.charSpacing,
    lineHeight: record.lineHeight,
    textAlign: fabricTextAlign(record.textAlign),
    fill: record.fill,
    textBackgroundColor: record.textBackgroundColor,
    fontFamily: record.fontFamily,
    fontWeight: record.fontWeight,
    fontStyle: record.fontStyle,
    ...decorationFlags(record.textDecoration),
  };
}

/** Every Fabric property a pz-text record decides, except its position (placed by its top-left corner). */
function fabricPropsOf(record: PzText) {
  return {
    ...textStyleOf(record),
    text: record.text,
    width: record.width,
    listStyle: record.listStyle,
    ...transformOf(record),
    styles: util.stylesFromArray(record.styles as StoredStyles, record.text),
    ...effectPropsOf(record),
  };
}

export function createTextbox(record: PzText): Textbox {
  const textbox = new ListTextbox(record.text, { ...INTERACTION, ...fabricPropsOf(record) });
  placeAtTopLeft(textbox, record.left, record.top);
  return textbox;
}

/**
 * Brings a textbox in line with a record, touching only what differs from what Fabric already shows:
 * re-setting the text of a textbox being edited would throw away the caret and selection.
 */
export function updateTextbox(textbox: Textbox, record: PzText): void {
  const editedText = textbox.isEditing && textbox.text !== record.text ? keepCaret(textbox) : null;
  applyRecordProps(textbox, fabricPropsOf(record), record, (key, current, wanted) =>
    key === 'styles'
      ? JSON.stringify(readStyles(textbox)) !== JSON.stringify(record.styles)
      : !sameEffectProp(key, current, wanted) && current !== wanted,
  );
  editedText?.();
}

/** Per-character styles in our stored form, keeping only the keys our schema knows. */
function readStyles(textbox: Textbox): PzText['styles'] {
  const ranges = util.stylesToArray(textbox.styles, textbox.text);
  const kept: PzText['styles'] = [];
  for (const range of ranges) {
    const parsed = textStyleRange.safeParse(range);
    if (parsed.success && Object.keys(parsed.data.style).length > 0) kept.push(parsed.data);
  }
  return kept;
}

/** What a gesture (move, scale, rotate, typing) changed, read back from the textbox. */
export function readTextbox(textbox: Textbox): ObjectPatch {
  return {
    ...readGeometry(textbox),
    text: textbox.text,
    width: round2(textbox.width),
    height: round2(textbox.height),
    styles: readStyles(textbox),
  } as ObjectPatch;
}

/** The size a new text needs: as wide as its longest line, wrapped at `maxWidth`. */
export function measureText(text: string, style: ReturnType<typeof textStyleOf>, maxWidth: number) {
  const probe = new ListTextbox(text, { ...style, width: maxWidth, strokeWidth: 0 });
  let natural = 0;
  for (let line = 0; line < probe.textLines.length; line++)
    natural = Math.max(natural, probe.getLineWidth(line));
  const width = Math.max(Math.min(maxWidth, Math.ceil(natural) + 2), probe.dynamicMinWidth);
  probe.set({ width });
  return { width: round2(probe.width), height: round2(probe.height) };
}

/** The height a text record needs at its width, per-character styles included (after a style change). */
export function measureTextRecord(record: PzText): number {
  const probe = new ListTextbox(record.text, fabricPropsOf(record));
  return round2(probe.height);
}
