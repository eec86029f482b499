import type { PzText, TextDecoration } from '@lienzo/core';
import { styleOffsetOf, type CharacterStyle, type TextSelection } from './characterStyles';

/** The on/off text formats of the text toolbar and Ctrl/Cmd+B, I, U. */
export const TEXT_FORMATS = ['bold', 'italic', 'underline', 'strikethrough'] as const;
export type TextFormat = (typeof TEXT_FORMATS)[number];
export type TextFormatState = Record<TextFormat, boolean>;

/** A text decoration with underline and line-through each turned on, off, or left as they are. */
export function textDecorationWith(
  current: TextDecoration,
  change: { underline?: boolean | undefined; linethrough?: boolean | undefined },
): TextDecoration {
  const parts = current.split(' ');
  const underline = change.underline ?? parts.includes('underline');
  const linethrough = change.linethrough ?? parts.includes('line-through');
  if (underline && linethrough) return 'underline line-through';
  if (underline) return 'underline';
  if (linethrough) return 'line-through';
  return current === 'overline' ? 'overline' : '';
}

function isBold(weight: string | number | undefined): boolean {
  if (weight === 'bold' || weight === 'bolder') return true;
  return Number(weight) >= 600;
}

function formatOf(style: CharacterStyle, format: TextFormat): boolean {
  switch (format) {
    case 'bold':
      return isBold(style.fontWeight);
    case 'italic':
      return style.fontStyle === 'italic';
    case 'underline':
      return style.underline === true;
    case 'strikethrough':
      return style.linethrough === true;
  }
}

/** The layer's own formats, as the style a character without overrides has. */
function layerStyle(text: PzText): CharacterStyle {
  const parts = text.textDecoration.split(' ');
  return {
    fontWeight: text.fontWeight,
    fontStyle: text.fontStyle,
    underline: parts.includes('underline'),
    linethrough: parts.includes('line-through'),
  };
}

/** The style of every selected character: the layer's, overridden by its ranges. */
function selectedCharacterStyles(text: PzText, selection: TextSelection): CharacterStyle[] {
  const base = layerStyle(text);
  const start = styleOffsetOf(text.text, selection.start);
  const end = styleOffsetOf(text.text, selection.end);
  const styles: CharacterStyle[] = [];
  for (let at = start; at < end; at++) {
    let style = base;
    for (const range of text.styles)
      if (range.start <= at && at < range.end) style = { ...style, ...range.style };
    styles.push(style);
  }
  return styles;
}

/**
 * Whether each format is on: for the selected characters while editing (on when every one of them has
 * it), else for the layer.
 */
export function textFormatState(text: PzText, selection: TextSelection | null): TextFormatState {
  const styles =
    selection && selection.end > selection.start
      ? selectedCharacterStyles(text, selection)
      : [layerStyle(text)];
  const on = (format: TextFormat) => styles.length > 0 && styles.every((style) => formatOf(style, format));
  return {
    bold: on('bold'),
    italic: on('italic'),
    underline: on('underline'),
    strikethrough: on('strikethrough'),
  };
}

/** The style that turns `format` on, or off when it is already on everywhere it applies. */
export function toggledFormatStyle(format: TextFormat, isOn: boolean): CharacterStyle {
  switch (format) {
    case 'bold':
      return { fontWeight: isOn ? 'normal' : 'bold' };
    case 'italic':
      return { fontStyle: isOn ? 'normal' : 'italic' };
    case 'underline':
      return { underline: !isOn };
    case 'strikethrough':
      return { linethrough: !isOn };
  }
}
