import { Point, Textbox, util } from 'fabric';
import { round2, textStyleRange, type PzText } from '@lienzo/core';
import type { ObjectPatch } from '../store/transaction';
import { readGeometry } from './readGeometry';

/** Interaction look shared by every object the view draws. */
export const INTERACTION = {
  borderColor: '#2f80ed',
  cornerColor: '#ffffff',
  cornerStrokeColor: '#2f80ed',
  cornerStyle: 'circle',
  transparentCorners: false,
  cornerSize: 10,
  padding: 4,
  strokeWidth: 0,
} as const;

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
    textAlign: record.textAlign,
    fill: record.fill,
    textBackgroundColor: record.textBackgroundColor,
    fontFamily: record.fontFamily,
    fontWeight: record.fontWeight,
    fontStyle: record.fontStyle,
    underline: record.textDecoration === 'underline',
    linethrough: record.textDecoration === 'line-through',
    overline: record.textDecoration === 'overline',
  };
}

/** Every Fabric property a pz-text record decides, except its position (placed by its top-left corner). */
function fabricPropsOf(record: PzText) {
  return {
    ...textStyleOf(record),
    text: record.text,
    width: record.width,
    scaleX: record.scaleX,
    scaleY: record.scaleY,
    angle: record.angle,
    flipX: record.flipX,
    flipY: record.flipY,
    opacity: record.opacity,
    styles: util.stylesFromArray(record.styles as StoredStyles, record.text),
  };
}

/** Our left/top is the object's (rotated) top-left corner; Fabric 7 positions objects by their centre. */
export function placeByTopLeft(textbox: Textbox, left: number, top: number): void {
  textbox.setPositionByOrigin(new Point(left, top), 'left', 'top');
  textbox.setCoords();
}

export function topLeftOf(textbox: Textbox): { left: number; top: number } {
  const point = textbox.getPositionByOrigin('left', 'top');
  return { left: round2(point.x), top: round2(point.y) };
}

export function createTextbox(record: PzText): Textbox {
  const textbox = new Textbox(record.text, { ...INTERACTION, ...fabricPropsOf(record) });
  placeByTopLeft(textbox, record.left, record.top);
  return textbox;
}

/**
 * Brings a textbox in line with a record, touching only what differs from what Fabric already shows:
 * re-setting the text of a textbox being edited would throw away the caret and selection.
 */
export function updateTextbox(textbox: Textbox, record: PzText): void {
  const wanted = fabricPropsOf(record);
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wanted)) {
    const current = (textbox as unknown as Record<string, unknown>)[key];
    if (key === 'styles') {
      if (JSON.stringify(readStyles(textbox)) !== JSON.stringify(record.styles)) changed[key] = value;
    } else if (current !== value) {
      changed[key] = value;
    }
  }
  if (Object.keys(changed).length > 0) textbox.set(changed);
  const position = topLeftOf(textbox);
  if (
    Object.keys(changed).length > 0 ||
    Math.abs(position.left - record.left) > 0.01 ||
    Math.abs(position.top - record.top) > 0.01
  ) {
    placeByTopLeft(textbox, record.left, record.top);
  }
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
  const probe = new Textbox(text, { ...style, width: maxWidth, strokeWidth: 0 });
  let natural = 0;
  for (let line = 0; line < probe.textLines.length; line++)
    natural = Math.max(natural, probe.getLineWidth(line));
  const width = Math.max(Math.min(maxWidth, Math.ceil(natural) + 2), probe.dynamicMinWidth);
  probe.set({ width });
  return { width: round2(probe.width), height: round2(probe.height) };
}

/** The height a text record needs at its width, per-character styles included (after a style change). */
export function measureTextRecord(record: PzText): number {
  const probe = new Textbox(record.text, { ...fabricPropsOf(record), strokeWidth: 0 });
  return round2(probe.height);
}
